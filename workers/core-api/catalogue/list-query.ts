import type { Language } from "@commerce/contract/common";
import type { ProductListQuery } from "@commerce/contract/products";
import { nameContainsSql, type SearchPlan } from "./search";
import { EFFECTIVE_PRICE, languagePath, localizedSql, Params, type Statement } from "./sql";

/**
 * The product overview as SQL. Every statement starts from the same CTE, `matched`: the ids of the
 * tenant's active products that pass the search and the filters, with their effective price and
 * (when searching the index) their bm25 score. The page, the total and each facet are then one small
 * statement each over `matched`, all sent in one env.DB.batch.
 *
 * Facets are "disjunctive": each facet is counted with every filter applied EXCEPT its own (sizes
 * with the colour, category, tag, price… filters but not the size filter; the price range without
 * the price filter), so a shopper sees the alternatives to what they picked, with honest counts.
 * Filters that come from the page itself (ckKey/ckVal, including products/category/{slug}) and the
 * search text apply to every facet.
 */
export type Filters = {
  search: SearchPlan | null;
  /** category= slugs (facet-excludable). */
  categories: string[];
  /** Category slugs from the page (ckKey=category). */
  scopeCategories: string[];
  tags: string[];
  scopeTags: string[];
  size?: string;
  /** Lower-case #rrggbb. */
  colour?: string;
  minCents?: number;
  maxCents?: number;
  /** A custom field of the product: JSON path ('$."material"') and the wanted value (lower case). */
  customField?: { path: string; value: string };
};

export type FacetKey = "category" | "tag" | "size" | "colour" | "price";

/** bm25 weights of the index columns, in order: name, brand, taxonomy, colours, description, tenant_id. */
const BM25 = "bm25(product_search, 10.0, 4.0, 3.0, 2.0, 1.0, 0.0)";

export function filtersFrom(query: ProductListQuery, search: SearchPlan | null): Filters {
  const filters: Filters = {
    search,
    categories: query.category ? [query.category] : [],
    scopeCategories: [],
    tags: query.tag ? [query.tag] : [],
    scopeTags: [],
    size: query.size,
    colour: query.colour?.toLowerCase(),
    minCents: query.priceMin,
    maxCents: query.priceMax,
  };
  if (query.ckKey && query.ckVal) {
    if (query.ckKey === "category") filters.scopeCategories.push(query.ckVal);
    else if (query.ckKey === "tag") filters.scopeTags.push(query.ckVal);
    else filters.customField = { path: customFieldPath(query.ckKey), value: query.ckVal };
  }
  return filters;
}

/** `WITH RECURSIVE …, matched AS (…)` for one statement; `t` is the tenant's placeholder. */
function matchedCte(params: Params, t: string, lang: Language, filters: Filters, exclude?: FacetKey): string {
  return `WITH RECURSIVE ${matchedCtes(params, t, lang, filters, { exclude }).join(",\n")}`;
}

export type MatchedOptions = {
  /** A facet whose own filter is left out (disjunctive facets). */
  exclude?: FacetKey;
  /** The CTE's name (and the prefix of its helpers), so one statement can hold several matched sets. */
  name?: string;
  /** false: the search text is left out (the filters alone). */
  withSearch?: boolean;
};

/**
 * The CTEs that end in `{name} AS (SELECT id, eff, score …)`: the tenant's active products that pass
 * the search and the filters. Joined with `,` after one `WITH RECURSIVE`.
 */
export function matchedCtes(
  params: Params,
  t: string,
  lang: Language,
  filters: Filters,
  { exclude, name = "matched", withSearch = true }: MatchedOptions = {},
): string[] {
  const ctes: string[] = [];
  const where = [`p.tenant_id = ${t}`, "p.is_active = 1"];
  let from = "products p";
  let score = "0";

  const search = withSearch ? filters.search : null;
  if (search?.kind === "fts") {
    ctes.push(
      `${name}_hits AS MATERIALIZED (SELECT rowid AS id, ${BM25} AS score FROM product_search
                 WHERE product_search MATCH ${params.add(search.match)} AND tenant_id = ${t})`,
    );
    from += ` JOIN ${name}_hits h ON h.id = p.id`;
    score = "h.score";
  } else if (search?.kind === "text") {
    where.push(nameContainsSql(localizedSql("p.name", params.add(languagePath(lang))), params.add(search.text)));
  }

  const categories = [...filters.scopeCategories, ...(exclude === "category" ? [] : filters.categories)];
  categories.forEach((slug, i) => {
    // The category and every category below it.
    const tree = `${name}_category_${i}`;
    ctes.push(
      `${tree}(id) AS (
         SELECT id FROM categories WHERE tenant_id = ${t} AND slug = ${params.add(slug)}
         UNION
         SELECT c.id FROM categories c JOIN ${tree} s ON c.parent_id = s.id WHERE c.tenant_id = ${t})`,
    );
    where.push(
      `EXISTS (SELECT 1 FROM product_categories pc
                WHERE pc.tenant_id = ${t} AND pc.product_id = p.id AND pc.category_id IN (SELECT id FROM ${tree}))`,
    );
  });

  const tags = [...filters.scopeTags, ...(exclude === "tag" ? [] : filters.tags)];
  for (const slug of tags) {
    where.push(
      `EXISTS (SELECT 1 FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id AND tg.tenant_id = ${t}
                WHERE pt.tenant_id = ${t} AND pt.product_id = p.id AND tg.slug = ${params.add(slug)})`,
    );
  }

  // Size and colour hold for the same variant: "M in navy" is one variant, not an M and a navy one.
  const variant = variantConditions(params, filters, exclude);
  if (variant.length > 0) {
    where.push(
      `EXISTS (SELECT 1 FROM product_variants v
                WHERE v.tenant_id = ${t} AND v.product_id = p.id AND ${variant.join(" AND ")})`,
    );
  }

  if (exclude !== "price") {
    if (filters.minCents !== undefined) where.push(`${EFFECTIVE_PRICE} >= ${params.add(filters.minCents)}`);
    if (filters.maxCents !== undefined) where.push(`${EFFECTIVE_PRICE} <= ${params.add(filters.maxCents)}`);
  }

  if (filters.customField) {
    // CASE, not AND: json_extract on malformed JSON is an error, and AND does not promise an order.
    where.push(
      `(CASE WHEN json_valid(p.custom_fields)
             THEN lower(CAST(json_extract(p.custom_fields, ${params.add(filters.customField.path)}) AS TEXT)) END)
         = ${params.add(filters.customField.value)}`,
    );
  }

  ctes.push(`${name} AS (SELECT p.id, ${EFFECTIVE_PRICE} AS eff, ${score} AS score FROM ${from} WHERE ${where.join("\n AND ")})`);
  return ctes;
}

/** Conditions on a variant row `v` from the size and colour filters (minus an excluded facet). */
function variantConditions(params: Params, filters: Filters, exclude?: FacetKey): string[] {
  const conditions: string[] = [];
  if (filters.size !== undefined && exclude !== "size") {
    conditions.push(`v.size = ${params.add(filters.size)} COLLATE NOCASE`);
  }
  if (filters.colour !== undefined && exclude !== "colour") {
    conditions.push(`lower(v.colour_hex) = ${params.add(filters.colour)}`);
  }
  return conditions;
}

export function start(tenantId: string): { params: Params; t: string } {
  const params = new Params();
  return { params, t: params.add(tenantId) };
}

export type Sort = ProductListQuery["sort"];

function orderBy(sort: Sort, filters: Filters, nameSql: string): string {
  switch (sort) {
    case "newest":
      return "p.created_at DESC, p.id DESC";
    case "price-asc":
      return "m.eff ASC, p.sort_index, p.id";
    case "price-desc":
      return "m.eff DESC, p.sort_index, p.id";
    case "name":
      return `${nameSql} COLLATE NOCASE, p.id`;
    case "relevance":
      // bm25: lower is better. Without index search there is no relevance: the shop's own order.
      return filters.search?.kind === "fts" ? "m.score, p.sort_index, p.id" : "p.sort_index, p.id";
  }
}

export type CardRow = {
  id: number;
  slug: string;
  name: string;
  price_cents: number;
  discount_price_cents: number | null;
  price_per_unit_cents: number | null;
  vat_percentage: number;
  media_url: string | null;
  media_alt: string | null;
  /** JSON array of distinct lower-case hex colours, in variant order. */
  colours: string | null;
  sold_out: number;
  /** The review summary, 0–5, NULL without reviews (migration 0014). */
  avg_review_rating: number | null;
};

/** One page of cards, in the asked order. */
export function pageStatement(tenantId: string, lang: Language, filters: Filters, sort: Sort, page: number, pageSize: number): Statement {
  const { params, t } = start(tenantId);
  const cte = matchedCte(params, t, lang, filters);
  const nameSql = sort === "name" ? localizedSql("p.name", params.add(languagePath(lang))) : "";
  // The page is chosen first, so the per-card sub-queries (colours, stock, image) run for its rows only.
  const sql = `${cte},
page AS MATERIALIZED (
  SELECT m.id, row_number() OVER (ORDER BY ${orderBy(sort, filters, nameSql)}) AS position
    FROM matched m JOIN products p ON p.id = m.id AND p.tenant_id = ${t}
   ORDER BY position
   LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)})
SELECT ${productCardColumns(t)}
  FROM page pg
  JOIN products p ON p.id = pg.id AND p.tenant_id = ${t}
  ${productMediaJoin(t)}
 ORDER BY pg.position`;
  return { sql, params: params.values };
}

/** The columns of a CardRow, for a products row `p` joined with its first image `pm` (productMediaJoin). */
export function productCardColumns(t: string): string {
  return `p.id, p.slug, p.name, p.price_cents, p.discount_price_cents, p.price_per_unit_cents, p.vat_percentage, p.avg_review_rating,
       pm.url AS media_url, pm.alt AS media_alt,
       (SELECT json_group_array(hex ORDER BY first_sort, first_id) FROM (
          SELECT lower(colour_hex) AS hex, min(sort_index) AS first_sort, min(id) AS first_id
            FROM product_variants
           WHERE tenant_id = ${t} AND product_id = p.id AND colour_hex IS NOT NULL AND colour_hex <> ''
           GROUP BY lower(colour_hex))) AS colours,
       NOT EXISTS (SELECT 1 FROM product_variants WHERE tenant_id = ${t} AND product_id = p.id AND stock > 0) AS sold_out`;
}

/** A product's first image as `pm`. */
export function productMediaJoin(t: string): string {
  return `LEFT JOIN product_media pm ON pm.tenant_id = ${t} AND pm.id = (
       SELECT id FROM product_media WHERE tenant_id = ${t} AND product_id = p.id ORDER BY sort_index, id LIMIT 1)`;
}

export function countStatement(tenantId: string, lang: Language, filters: Filters): Statement {
  const { params, t } = start(tenantId);
  return { sql: `${matchedCte(params, t, lang, filters)}\nSELECT count(*) AS n FROM matched`, params: params.values };
}

export type FacetRow = { value: string; label: string | null; n: number };

/** Categories with the number of matched products in them or in a category below them. */
export function categoryFacetStatement(tenantId: string, lang: Language, filters: Filters): Statement {
  const { params, t } = start(tenantId);
  const sql = `${matchedCte(params, t, lang, filters, "category")},
tree(ancestor, id) AS (
  SELECT id, id FROM categories WHERE tenant_id = ${t}
  UNION
  SELECT tree.ancestor, c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE c.tenant_id = ${t})
SELECT c.slug AS value, c.name AS label, count(DISTINCT pc.product_id) AS n
  FROM matched m
  JOIN product_categories pc ON pc.tenant_id = ${t} AND pc.product_id = m.id
  JOIN tree ON tree.id = pc.category_id
  JOIN categories c ON c.tenant_id = ${t} AND c.id = tree.ancestor
 GROUP BY c.id
 ORDER BY c.sort_index, c.id`;
  return { sql, params: params.values };
}

export function tagFacetStatement(tenantId: string, lang: Language, filters: Filters): Statement {
  const { params, t } = start(tenantId);
  const sql = `${matchedCte(params, t, lang, filters, "tag")}
SELECT tg.slug AS value, tg.name AS label, count(DISTINCT pt.product_id) AS n
  FROM matched m
  JOIN product_tags pt ON pt.tenant_id = ${t} AND pt.product_id = m.id
  JOIN tags tg ON tg.tenant_id = ${t} AND tg.id = pt.tag_id
 GROUP BY tg.id`;
  return { sql, params: params.values };
}

export function sizeFacetStatement(tenantId: string, lang: Language, filters: Filters): Statement {
  const { params, t } = start(tenantId);
  const cte = matchedCte(params, t, lang, filters, "size");
  // The colour filter must hold for the same variant as the size counted.
  const same = variantConditions(params, filters, "size");
  const sql = `${cte}
SELECT v.size AS value, v.size AS label, count(DISTINCT v.product_id) AS n
  FROM matched m
  JOIN product_variants v ON v.tenant_id = ${t} AND v.product_id = m.id
 WHERE v.size IS NOT NULL AND trim(v.size) <> ''${same.map((c) => ` AND ${c}`).join("")}
 GROUP BY v.size`;
  return { sql, params: params.values };
}

export function colourFacetStatement(tenantId: string, lang: Language, filters: Filters): Statement {
  const { params, t } = start(tenantId);
  const cte = matchedCte(params, t, lang, filters, "colour");
  const same = variantConditions(params, filters, "colour");
  const sql = `${cte}
SELECT lower(v.colour_hex) AS value, min(v.colour) AS label, count(DISTINCT v.product_id) AS n
  FROM matched m
  JOIN product_variants v ON v.tenant_id = ${t} AND v.product_id = m.id
 WHERE v.colour_hex IS NOT NULL AND v.colour_hex <> ''${same.map((c) => ` AND ${c}`).join("")}
 GROUP BY lower(v.colour_hex)`;
  return { sql, params: params.values };
}

export function priceFacetStatement(tenantId: string, lang: Language, filters: Filters): Statement {
  const { params, t } = start(tenantId);
  const sql = `${matchedCte(params, t, lang, filters, "price")}
SELECT min(eff) AS min_cents, max(eff) AS max_cents FROM matched`;
  return { sql, params: params.values };
}

/** The filter a page stands for: products/{ckKey}/{ckVal}. */
export type Scope = { key: string; value: string };

/**
 * Whether the shop knows a page's filter (one row, `known` 1 or 0): `category` and `tag` name one of
 * its categories or tags; any other key is a custom field that at least one of its active products
 * has with that value (the same comparison as the filter itself, so a known value never lists nothing
 * for a reason the shopper cannot see).
 */
export function scopeStatement(tenantId: string, scope: Scope): Statement {
  const { params, t } = start(tenantId);
  const value = params.add(scope.value);
  const exists =
    scope.key === "category"
      ? `SELECT 1 FROM categories WHERE tenant_id = ${t} AND slug = ${value}`
      : scope.key === "tag"
        ? `SELECT 1 FROM tags WHERE tenant_id = ${t} AND slug = ${value}`
        : `SELECT 1 FROM products p WHERE p.tenant_id = ${t} AND p.is_active = 1
             AND (CASE WHEN json_valid(p.custom_fields)
                       THEN lower(CAST(json_extract(p.custom_fields, ${params.add(customFieldPath(scope.key))}) AS TEXT)) END) = ${value}`;
  return { sql: `SELECT EXISTS (${exists}) AS known`, params: params.values };
}

/** The JSON path of a custom field; the key is a slug ([a-z0-9-]), so it can be quoted as it is. */
function customFieldPath(key: string): string {
  return `$."${key}"`;
}

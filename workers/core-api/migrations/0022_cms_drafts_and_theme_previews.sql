-- Previews for editors (issue 22, ADR 0060).
--
-- A CMS page's draft: the blocks an editor is working on, kept apart from the published ones, so the
-- live page (cms_blocks) can never show a draft by a missing filter. One draft per page; importing a
-- draft replaces the page's draft whole. Read only by GET ecommerce/cms/previews/{id} with a signed
-- preview token (x-preview-token) for that shop and page.
CREATE TABLE cms_page_drafts (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  page_id INTEGER NOT NULL REFERENCES cms_pages(id) ON DELETE CASCADE,
  name TEXT,                                         -- JSON language map; null keeps the page's name
  updated_by TEXT NOT NULL,                          -- the staff member who put the draft in
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, page_id)
);

CREATE TABLE cms_draft_blocks (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  page_id INTEGER NOT NULL REFERENCES cms_pages(id) ON DELETE CASCADE,
  template TEXT NOT NULL CHECK (template IN ('HERO_IMAGE', 'BANNERS', 'HERO_VIDEO', 'GRID', 'TEXT_BLOCK')),
  text TEXT,                                         -- JSON language map; cleaned when read, as the live blocks
  subtitle TEXT,                                     -- JSON language map
  medias TEXT NOT NULL DEFAULT '[]',                 -- JSON array of {url, alt?, href?}
  show_on_desktop INTEGER NOT NULL DEFAULT 1,
  show_on_mobile INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cms_draft_blocks_page ON cms_draft_blocks(tenant_id, page_id, sort_index);

-- A theme preview cache: the theme settings an editor wants to see before they go live, under an
-- unguessable id (GET ecommerce/theme-preview-caches/{id}; previewThemeCache={id} on any page). Kept as
-- the editor gave them (a settings list or a map), until it expires.
CREATE TABLE theme_preview_caches (
  id TEXT PRIMARY KEY,                               -- a random uuid
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  settings TEXT NOT NULL,                            -- JSON: [{key_, value_}] or {key: value}
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX theme_preview_caches_tenant ON theme_preview_caches(tenant_id);

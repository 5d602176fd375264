// Home and lifestyle: mugs, candles, cushions, plaids, vases, notebooks, coffee, tea and chocolate.
import { type DrawOptions, type Drawing, kit } from "./kit";
import { shade } from "./colours";

export function drawMug(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'mug' | 'espresso'; c is the glaze colour
  const k = kit(p, c, o);
  const { t } = k;
  const clay = o.clay || "#d9c6a5";
  const glaze = k.cyl("gl", c);
  const clayG = k.cyl("cl", clay);
  const cup = (key: string) => {
    let s = "";
    s += k.shadowed('<path d="M536 372 Q644 362 644 470 Q642 578 530 570" fill="none" stroke-width="36" stroke-linecap="round"/>', `stroke="${glaze}"`);
    s += `<path d="M536 372 Q644 362 644 470 Q642 578 530 570" fill="none" stroke="${t.deep}" stroke-opacity=".25" stroke-width="6" stroke-linecap="round"/>`;
    const body = "M240 300 L540 300 L536 628 Q536 668 496 668 L284 668 Q244 668 244 628 Z";
    s += k.shadowed(`<path d="${body}"/>`, `fill="${glaze}"`);
    s += `<path d="M244 592 Q300 604 332 590 Q392 608 452 592 Q500 604 538 592 L536 628 Q536 668 496 668 L284 668 Q244 668 244 628 Z" fill="${clayG}"/>`;
    s += k.speckle(key, 46, [252, 320, 280, 340]);
    s += `<ellipse cx="390" cy="300" rx="150" ry="34" fill="${t.hi}"/><ellipse cx="390" cy="302" rx="136" ry="26" fill="${t.deep}"/>`;
    if (o.coffee)
      s += `<ellipse cx="390" cy="310" rx="126" ry="19" fill="#4b2e1c"/><ellipse cx="370" cy="306" rx="40" ry="5" fill="#c8a27c" fill-opacity=".5"/>`;
    if (o.text) s += k.text(390, 478, o.text, 40, o.textColor || t.deep, { serif: true, italic: true, maxW: 250 });
    return s;
  };
  if (o.style === "espresso") {
    let b = "";
    for (const [x, y, key] of [
      [-110, 150, `${p}a`],
      [170, 210, `${p}b`],
    ] as [number, number, string][]) {
      b += `<g transform="translate(${x} ${y}) scale(.62)">${k.shadowed('<ellipse cx="400" cy="676" rx="260" ry="54"/>', `fill="${k.cyl("sau", c)}"`)}<ellipse cx="400" cy="668" rx="200" ry="34" fill="${t.lo}" fill-opacity=".5"/>${cup(key)}</g>`;
    }
    return { defs: k.defs.join(""), body: b, focus: [300, 380] };
  }
  const body = cup(p); // first: drawing the cup adds its shapes to the defs
  return { defs: k.defs.join(""), body, focus: [390, 420] };
}

export function drawCandle(p: string, c: string, o: DrawOptions = {}): Drawing {
  // c: the glass colour
  const k = kit(p, c, o);
  const { t } = k;
  let b = "";
  b += `<circle cx="400" cy="250" r="150" fill="${k.radial(
    "glow",
    [
      [0, "#ffd27a", 0.5],
      [1, "#ffd27a", 0],
    ],
    0.5,
    0.5,
    0.5,
  )}"/>`;
  const jar = "M270 322 L530 322 L530 640 Q530 672 498 672 L302 672 Q270 672 270 640 Z";
  b += k.shadowed(`<path d="${jar}"/>`, `fill="${k.cyl("gls", c)}" fill-opacity=".92"`);
  b += `<ellipse cx="400" cy="360" rx="128" ry="24" fill="${o.wax || "#f1e8d6"}"/><ellipse cx="400" cy="362" rx="118" ry="18" fill="${shade(o.wax || "#f1e8d6", -0.08)}"/>`;
  b += `<ellipse cx="400" cy="322" rx="130" ry="26" fill="none" stroke="${t.hi}" stroke-width="4"/>`;
  b += `<path d="M292 340 V640" stroke="#fff" stroke-opacity=".35" stroke-width="12" stroke-linecap="round"/><path d="M316 350 V620" stroke="#fff" stroke-opacity=".2" stroke-width="5" stroke-linecap="round"/>`;
  b += `<path d="M400 362 Q398 340 402 318" stroke="#2b2119" stroke-width="4" fill="none"/>`;
  const flame = k.radial(
    "fl",
    [
      [0, "#fffbe8"],
      [0.45, "#ffd35c"],
      [1, "#ff8a1d"],
    ],
    0.5,
    0.72,
    0.6,
  );
  b += `<path d="M401 214 Q432 266 422 292 Q414 314 401 314 Q388 314 380 292 Q370 266 401 214 Z" fill="${flame}"/>`;
  b += `<rect x="308" y="452" width="184" height="128" rx="6" fill="#f7f2e8" stroke="#d6ccb8"/>`;
  b += k.text(400, 500, o.label || "Geurkaars", 24, "#3a332b", { serif: true, maxW: 160 });
  b += `<path d="M350 518 H450" stroke="#b6a990" stroke-width="2"/>`;
  b += k.text(400, 548, o.sub || "sojawas · 220 g", 15, "#6b6254", { ls: 1 });
  return { defs: k.defs.join(""), body: b, focus: [400, 360] };
}

export function drawCushion(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  const d = "M184 212 Q400 178 616 212 Q652 400 616 604 Q400 634 184 604 Q148 400 184 212 Z";
  const puff = k.radial(
    "pf",
    [
      [0, t.hi],
      [0.6, t.c],
      [1, t.lo],
    ],
    0.45,
    0.42,
    0.62,
  );
  let b = k.shadowed(`<path d="${d}"/>`, `fill="${puff}"`);
  if (o.pattern === "stripes") b += k.area(d, k.vstripes(o.accent, 64, 22), 0.9);
  if (o.pattern === "cord") b += k.area(d, k.rib(0.2, 9));
  if (o.pattern === "check") b += k.area(d, k.check(o.accent, 70));
  b += k.area(d, `url(#${k.id("s")})`);
  b += `<path d="${d}" fill="none" stroke="${t.lo}" stroke-width="7"/>`;
  b += k.fold("M196 228 Q250 262 300 270") + k.fold("M604 228 Q550 262 500 270") + k.fold("M196 590 Q250 556 300 548") + k.fold("M604 590 Q550 556 500 548");
  if (o.button !== false) {
    b +=
      k.fold("M400 408 Q360 380 330 330", 4) +
      k.fold("M400 408 Q450 440 480 490", 4) +
      k.fold("M400 408 Q440 370 480 340", 4) +
      k.fold("M400 408 Q360 440 320 480", 4);
    b += `<circle cx="400" cy="408" r="14" fill="${t.lo}" stroke="${t.deep}" stroke-opacity=".5"/>`;
  }
  return { defs: k.defs.join(""), body: b, focus: [400, 300] };
}

export function drawPlaid(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  let b = "";
  const layers = [
    "M174 520 L626 520 Q660 520 660 572 Q660 624 626 624 L174 624 Q140 624 140 572 Q140 520 174 520 Z",
    "M184 416 L616 416 Q650 416 650 468 Q650 520 616 520 L184 520 Q150 520 150 468 Q150 416 184 416 Z",
    "M194 312 L606 312 Q640 312 640 364 Q640 416 606 416 L194 416 Q160 416 160 364 Q160 312 194 312 Z",
  ];
  const pat =
    o.pattern === "waffle"
      ? k.pat("waf", 18, 18, `<rect x="2" y="2" width="14" height="14" rx="3" fill="none" stroke="${t.line}" stroke-opacity=".2" stroke-width="3"/>`)
      : k.check(o.accent || t.deep, 64);
  for (const l of layers) {
    b += k.sil(l) + k.area(l, pat) + k.area(l, `url(#${k.id("s")})`);
    b += k.line(l.replace(/^M(\d+) (\d+)/, "M$1 $2"), 2, 0.25);
  }
  b += k.fold("M200 470 Q400 482 600 470", 6) + k.fold("M190 574 Q400 586 610 574", 6) + k.fold("M210 364 Q400 376 590 364", 6);
  const drape = "M520 600 L650 592 Q662 650 648 700 L540 708 Q528 650 520 600 Z";
  b += k.sil(drape) + k.area(drape, pat);
  let f = "";
  for (let x = 546; x <= 644; x += 9) f += `M${x} ${708 - (x - 540) * 0.08} l${(x % 3) - 1} 26 `;
  b += k.line(f.trim(), 4, 0.95, t.lo);
  return { defs: k.defs.join(""), body: b, focus: [560, 560] };
}

export function drawVase(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'bulb' | 'tall' (ribbed glass)
  const k = kit(p, c, o);
  const { t } = k;
  let b = "";
  const stem = "#b59a6a";
  let stems = "";
  stems += k.line("M396 260 Q376 160 320 92 M404 260 Q420 140 476 74 M400 260 Q402 150 396 52 M392 262 Q340 200 262 170 M408 262 Q470 210 540 196", 4, 1, stem);
  let heads = "";
  for (const [x, y, r] of [
    [320, 92, -40],
    [476, 74, 40],
    [396, 52, 0],
    [262, 170, -70],
    [540, 196, 70],
  ]) {
    heads += `<ellipse cx="${x}" cy="${y}" rx="13" ry="38" transform="rotate(${r} ${x} ${y})" fill="#d9c39a" stroke="#b59a6a" stroke-width="2"/>`;
  }
  stems += heads;
  if (o.style === "tall") {
    const d = "M318 190 L482 190 L470 660 Q470 674 456 674 L344 674 Q330 674 330 660 Z";
    b += stems.replace(/#b59a6a/g, "#6f8a5a").replace(/#d9c39a/g, "#9fb58a");
    b += k.shadowed(`<path d="${d}"/>`, `fill="${k.cyl("gv", c)}" fill-opacity=".6"`);
    b += `<path d="M326 420 L474 420 L470 660 Q470 674 456 674 L344 674 Q330 674 330 660 Z" fill="${t.lo}" fill-opacity=".35"/>`;
    let ribs = "";
    for (let x = 334; x <= 466; x += 16) ribs += `M${x} 198 L${x + (x < 400 ? 6 : -6) * ((x - 400) / 66)} 664 `;
    b += k.line(ribs.trim(), 3, 0.22, "#ffffff") + k.line("M400 260 V668 M396 260 L380 668", 3, 0.6, "#5b7048");
    b += `<ellipse cx="400" cy="190" rx="82" ry="13" fill="none" stroke="${t.hi}" stroke-width="5"/>`;
    b += `<path d="M346 210 L354 650" stroke="#fff" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>`;
    return { defs: k.defs.join(""), body: b, focus: [400, 300] };
  }
  b += stems;
  const d = "M352 248 L448 248 L444 300 Q600 360 592 500 Q585 640 400 652 Q215 640 208 500 Q200 360 356 300 Z";
  const g = k.radial(
    "vg",
    [
      [0, t.hi],
      [0.55, t.c],
      [1, t.deep],
    ],
    0.4,
    0.45,
    0.65,
  );
  b += k.shadowed(`<path d="${d}"/>`, `fill="${g}"`);
  b += k.speckle(`${p}v`, 60, [240, 340, 320, 280]);
  b += k.line("M230 440 Q400 470 572 440 M218 520 Q400 550 584 520 M232 590 Q400 616 570 590", 2, 0.15);
  b += `<ellipse cx="400" cy="248" rx="48" ry="10" fill="${t.deep}" stroke="${t.hi}" stroke-width="4"/>`;
  b += `<path d="M280 400 Q262 470 280 560" stroke="#fff" stroke-opacity=".35" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return { defs: k.defs.join(""), body: b, focus: [400, 320] };
}

export function drawNotebook(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.title: cover title (cookbook); otherwise a notebook with an elastic band and a label
  const k = kit(p, c, o);
  const { t } = k;
  let b = '<g transform="rotate(-5 400 400)">';
  b += k.shadowed('<rect x="262" y="182" width="300" height="440" rx="8"/>', 'fill="#f3efe6"');
  b += k.line("M552 196 V610 M546 196 V610 M540 196 V610", 1, 0.5, "#c9c0ae");
  b += `<rect x="248" y="170" width="300" height="440" rx="10" fill="url(#${k.id("f")})"/>`;
  b += `<rect x="248" y="170" width="300" height="440" rx="10" fill="${k.linen()}"/><rect x="248" y="170" width="300" height="440" rx="10" fill="url(#${k.id("s")})"/>`;
  b += `<rect x="248" y="170" width="36" height="440" rx="8" fill="${t.lo}" fill-opacity=".6"/>`;
  if (o.title) {
    b += k.text(416, 262, o.title, 40, o.accent || "#f6f1e6", { serif: true, bold: true, maxW: 230 });
    if (o.subtitle) b += k.text(416, 298, o.subtitle, 18, o.accent || "#f6f1e6", { ls: 2 });
    b += `<path d="M336 430 Q416 520 496 430 Z" fill="${o.accent || "#f6f1e6"}" fill-opacity=".9"/><path d="M316 430 H516" stroke="${o.accent || "#f6f1e6"}" stroke-width="6" stroke-linecap="round"/>`;
    b += k.line("M380 404 q-12 -20 0 -40 M416 404 q-12 -20 0 -40 M452 404 q-12 -20 0 -40", 4, 0.8, o.accent || "#f6f1e6");
    b += `<path d="M470 610 L470 676 L482 664 L494 676 L494 610 Z" fill="${o.ribbon || "#c9a15a"}"/>`;
  } else {
    b += `<rect x="510" y="170" width="14" height="440" fill="${t.deep}"/>`;
    b += `<rect x="328" y="258" width="156" height="70" rx="4" fill="#f6f1e6"/>`;
    b += k.text(406, 300, o.label || "NOTITIES", 18, "#3a332b", { ls: 3 });
    b += `<rect x="400" y="606" width="10" height="70" fill="${o.ribbon || "#c9a15a"}"/>`;
  }
  b += "</g>";
  return { defs: k.defs.join(""), body: b, focus: [400, 300] };
}

export function drawPouch(p: string, c: string, o: DrawOptions = {}): Drawing {
  // a stand-up coffee bag; o.label, o.sub, o.brand
  const k = kit(p, c, o);
  const { t } = k;
  let b = "";
  const d = "M250 226 L550 226 L562 640 Q562 674 528 674 L272 674 Q238 674 238 640 Z";
  b += k.sil(d);
  let zig = "M250 226";
  for (let x = 250; x < 550; x += 12) zig += ` L${x + 6} 214 L${x + 12} 226`;
  b += `<path d="${zig} L550 266 L250 266 Z" fill="${t.lo}"/>`;
  b += `<circle cx="400" cy="306" r="17" fill="${t.lo}" stroke="${t.deep}" stroke-width="3"/><circle cx="400" cy="306" r="6" fill="${t.deep}"/>`;
  b += `<rect x="282" y="378" width="236" height="196" rx="8" fill="#f6f1e6"/>`;
  b += k.text(400, 414, o.brand || "BRANDERIJ", 15, "#6b6254", { ls: 3 });
  b += k.text(400, 462, o.label || "HUISBLEND", 34, "#2b2119", { serif: true, bold: true, maxW: 200 });
  b += `<ellipse cx="400" cy="506" rx="16" ry="22" fill="#5b3a22"/><path d="M400 486 Q392 506 400 526" stroke="#2b1a10" stroke-width="3" fill="none"/>`;
  b += k.text(400, 556, o.sub || "500 g · bonen", 15, "#6b6254", { ls: 1 });
  b += k.fold("M268 300 Q262 480 270 640") + k.fold("M534 300 Q540 480 532 640");
  for (const [x, y, r] of [
    [236, 700, 20],
    [300, 716, -30],
    [560, 706, 60],
    [610, 690, 10],
    [520, 724, -10],
  ] as [number, number, number][]) {
    b += `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="14" ry="19" fill="#5b3a22"/><path d="M${x} ${y - 17} Q${x - 7} ${y} ${x} ${y + 17}" stroke="#2b1a10" stroke-width="3" fill="none"/></g>`;
  }
  return { defs: k.defs.join(""), body: b, focus: [400, 460] };
}

export function drawTin(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  const g = k.cyl("tn", c);
  let b = "";
  b += k.shadowed('<path d="M292 296 L508 296 L508 648 Q508 672 400 676 Q292 672 292 648 Z"/>', `fill="${g}"`);
  b += `<path d="M284 246 L516 246 L516 310 Q400 326 284 310 Z" fill="${g}"/><ellipse cx="400" cy="246" rx="116" ry="20" fill="${t.hi}"/>`;
  b += `<path d="M292 386 Q400 398 508 386 L508 566 Q400 578 292 566 Z" fill="#f6f1e6"/>`;
  b += k.text(400, 452, o.label || "EARL GREY", 32, t.deep, { serif: true, bold: true, maxW: 190 });
  b += k.text(400, 490, o.brand || "THEEHUIS", 14, "#6b6254", { ls: 3 });
  b += k.text(400, 536, o.sub || "losse thee · 100 g", 15, "#6b6254");
  let leaves = "";
  for (const [x, y, r] of [
    [250, 700, 30],
    [280, 716, -20],
    [540, 706, 50],
    [580, 694, -40],
    [520, 722, 10],
    [300, 690, 70],
  ]) {
    leaves += `<ellipse cx="${x}" cy="${y}" rx="5" ry="12" transform="rotate(${r} ${x} ${y})"/>`;
  }
  b += `<g fill="#3f4a2b">${leaves}</g>`;
  return { defs: k.defs.join(""), body: b, focus: [400, 440] };
}

export function drawChocolate(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  let b = '<g transform="rotate(-8 400 420)">';
  const choc = "#4a2c1d";
  b += k.shadowed('<rect x="176" y="300" width="440" height="250" rx="10"/>', `fill="${choc}"`);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      const x = 188 + i * 68,
        y = 312 + j * 78;
      b += `<rect x="${x}" y="${y}" width="60" height="70" rx="6" fill="#5e3a27" stroke="#2f1a10" stroke-width="3"/><path d="M${x + 6} ${y + 6} H${x + 54}" stroke="#7a5038" stroke-width="4"/>`;
    }
  let zig = "M386 296";
  for (let y = 296; y < 556; y += 16) zig += ` L372 ${y + 8} L386 ${y + 16}`;
  b += `<path d="${zig} L410 556 L410 296 Z" fill="${k.grad(
    "foil",
    [
      [0, "#f2f2f2"],
      [0.5, "#b9b9b9"],
      [1, "#e6e6e6"],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  b += `<rect x="400" y="288" width="236" height="274" rx="6" fill="url(#${k.id("f")})"/><rect x="400" y="288" width="236" height="274" rx="6" fill="url(#${k.id("s")})"/>`;
  b += k.text(518, 372, o.brand || "CHOCOLADE", 15, t.hi, { ls: 3 });
  b += k.text(518, 420, o.label || "Zeezout", 30, "#f6f1e6", { serif: true, italic: true, maxW: 200 });
  b += k.text(518, 452, o.label2 || "& karamel", 22, "#f6f1e6", { serif: true, italic: true, maxW: 200 });
  b += `<path d="M470 482 H566" stroke="${t.hi}" stroke-width="2"/>`;
  b += k.text(518, 512, o.sub || "melk 38% · 100 g", 15, t.hi);
  b += "</g>";
  return { defs: k.defs.join(""), body: b, focus: [500, 420] };
}

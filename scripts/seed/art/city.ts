// Stadsbazaar's scenes: the canal street at dusk, the shelves, the market stall, the gifts.
import { rngFor } from "../random";
import { shade, tones } from "./colours";
import { lin, r1, rad, shadowed } from "./kit";
import { SANS, SERIF } from "./brand";
import { sceneItems, wideSvg } from "./scenes";

function canalHouse(x: number, w: number, h: number, colour: string, gable: string, rnd: () => number): string {
  const base = 540;
  const top = base - h;
  const dark = shade(colour, -0.3);
  let s = "";
  let outline: string;
  const cx = x + w / 2;
  if (gable === "step") {
    const st = w / 6;
    outline = `M${x} ${base} V${top} H${x + st} V${top - 28} H${x + 2 * st} V${top - 56} H${x + 4 * st} V${top - 28} H${x + 5 * st} V${top} H${x + w} V${base} Z`;
  } else if (gable === "neck") {
    outline = `M${x} ${base} V${top} Q${x + w * 0.22} ${top} ${x + w * 0.26} ${top - 40} V${top - 90} H${x + w * 0.74} V${top - 40} Q${x + w * 0.78} ${top} ${x + w} ${top} V${base} Z`;
  } else if (gable === "bell") {
    outline = `M${x} ${base} V${top} C${x} ${top - 40} ${x + w * 0.25} ${top - 30} ${x + w * 0.25} ${top - 70} Q${cx} ${top - 120} ${x + w * 0.75} ${top - 70} C${x + w * 0.75} ${top - 30} ${x + w} ${top - 40} ${x + w} ${top} V${base} Z`;
  } else {
    outline = `M${x} ${base} V${top} L${cx} ${top - 80} L${x + w} ${top} V${base} Z`;
  }
  s += `<path d="${outline}" fill="${colour}" stroke="${dark}" stroke-width="3"/>`;
  s += `<rect x="${x - 4}" y="${top - 6}" width="${w + 8}" height="10" fill="#f1e9dc" fill-opacity=".8"/>`;
  const cols = w > 150 ? 3 : 2;
  const ww = 26;
  const gap = (w - cols * ww) / (cols + 1);
  for (let row = 0; row * 78 + 40 < h - 110; row++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + gap + c * (ww + gap);
      const wy = top + 30 + row * 78;
      const lit = rnd() < 0.45;
      s += `<rect x="${r1(wx)}" y="${wy}" width="${ww}" height="48" fill="${lit ? "#ffd88a" : "#2b2530"}" stroke="#f1e9dc" stroke-width="3"/>`;
      s += `<path d="M${r1(wx)} ${wy + 20} h${ww}" stroke="#f1e9dc" stroke-width="2"/>`;
    }
  }
  if (gable !== "spout") s += `<circle cx="${cx}" cy="${top - (gable === "step" ? 24 : 40)}" r="9" fill="#2b2530" stroke="#f1e9dc" stroke-width="2"/>`;
  s += `<rect x="${cx - 18}" y="${base - 70}" width="36" height="70" rx="3" fill="${shade(colour, -0.5)}"/><rect x="${cx - 30}" y="${base - 6}" width="60" height="6" fill="#6f6a64"/>`;
  return s;
}

export function canalStreet(primary: string): string {
  const defs =
    lin(
      "dusk",
      [
        [0, "#2a1420"],
        [0.5, primary],
        [1, "#e39a6b"],
      ],
      0,
      0,
      0,
      1,
    ) +
    lin(
      "canal",
      [
        [0, "#41202a"],
        [1, "#1f1016"],
      ],
      0,
      0,
      0,
      1,
    ) +
    rad(
      "lamp",
      [
        [0, "#ffe0a0", 0.9],
        [1, "#ffe0a0", 0],
      ],
      0.5,
      0.5,
      0.5,
    );
  let b = '<rect width="1600" height="700" fill="url(#dusk)"/>';
  const rnd = rngFor("canal-stars");
  let stars = "";
  for (let i = 0; i < 40; i++) stars += `<circle cx="${r1(rnd() * 1600)}" cy="${r1(rnd() * 200)}" r="${r1(0.8 + rnd() * 1.4)}"/>`;
  b += `<g fill="#fff" fill-opacity=".7">${stars}</g>`;
  b += '<circle cx="1380" cy="110" r="34" fill="#f8e6c8"/><circle cx="1394" cy="102" r="30" fill="#5a2432" fill-opacity=".55"/>';
  const colours = ["#6d2f35", "#3e3a45", "#8e5a3c", "#5b5045", "#a0643f", "#4a3036", "#7c4a3a", "#39343a", "#915a47", "#5d3a3f"];
  const gables = ["step", "neck", "bell", "spout", "neck", "step", "bell", "neck", "spout", "step"];
  const widths = [158, 138, 178, 146, 158, 136, 168, 158, 146, 168];
  const heights = [300, 340, 280, 320, 350, 290, 330, 300, 340, 310];
  const hr = rngFor("canal-windows");
  let houses = "";
  let x = 10;
  for (let i = 0; i < 10; i++) {
    const width = widths[i] as number;
    houses += canalHouse(x, width, heights[i] as number, colours[i] as string, gables[i] as string, hr);
    x += width + 4;
  }
  b += houses;
  b += '<rect y="540" width="1600" height="26" fill="#3a2a2c"/><rect y="566" width="1600" height="134" fill="url(#canal)"/>';
  b += `<g transform="translate(0 1132) scale(1 -1)" opacity=".22">${houses}</g>`;
  b += '<rect y="566" width="1600" height="134" fill="#1f1016" fill-opacity=".35"/>';
  b +=
    '<path d="M60 600 h90 M300 628 h140 M620 596 h80 M900 640 h160 M1180 606 h110 M1420 650 h120" stroke="#ffd88a" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>';
  // lamp posts and bikes on the quay
  for (const lx of [420, 1120]) {
    b += `<circle cx="${lx}" cy="390" r="60" fill="url(#lamp)"/><rect x="${lx - 4}" y="390" width="8" height="150" fill="#1d1418"/><rect x="${lx - 12}" y="376" width="24" height="22" rx="4" fill="#ffe0a0"/>`;
  }
  const bike = (bx: number) =>
    `<g fill="none" stroke="#1d1418" stroke-width="4"><circle cx="${bx}" cy="520" r="20"/><circle cx="${bx + 64}" cy="520" r="20"/>` +
    `<path d="M${bx} 520 L${bx + 24} 488 H${bx + 52} L${bx + 64} 520 M${bx + 24} 488 L${bx + 34} 520 L${bx + 52} 488 M${bx + 20} 480 h12 M${bx + 52} 488 l-4 -14 h12"/></g>`;
  b += bike(520) + bike(600) + bike(1220);
  return wideSvg(defs, b);
}

export function interiorShelves(): string {
  let defs =
    lin(
      "wall",
      [
        [0, "#efe3d3"],
        [1, "#e2cfb8"],
      ],
      0,
      0,
      0,
      1,
    ) +
    lin(
      "wood",
      [
        [0, "#a8774f"],
        [1, "#7d5434"],
      ],
      0,
      0,
      0,
      1,
    );
  let b = '<rect width="1600" height="700" fill="url(#wall)"/>';
  b += '<rect y="640" width="1600" height="60" fill="#b98e68"/>';
  // framed print and a pendant lamp
  b += shadowed("frame", '<rect x="145" y="145" width="240" height="310"/>'); // the frame's outer edge: half its stroke out
  b += '<rect x="150" y="150" width="230" height="300" fill="#f7f2e8" stroke="#3a2d25" stroke-width="10"/>';
  b +=
    '<circle cx="240" cy="260" r="60" fill="#c0643f"/><rect x="250" y="280" width="90" height="120" fill="#8a2c3b"/><path d="M190 400 Q265 330 340 400" fill="none" stroke="#2e4f9c" stroke-width="10"/>';
  b +=
    '<path d="M560 0 V170" stroke="#2b2b2b" stroke-width="3"/><path d="M500 230 Q500 168 560 166 Q620 168 620 230 Z" fill="#1e1e1e"/><ellipse cx="560" cy="232" rx="34" ry="8" fill="#ffe0a0"/>';
  for (const y of [340, 590]) b += shadowed(`shelf${y}`, `<rect x="720" y="${y}" width="820" height="22" rx="3"/>`, 'fill="url(#wood)"');
  const top = 340,
    low = 590;
  const it = sceneItems("s", [
    ["vase", "#c0643f", {}, 720, top - 0.34 * 656, 0.34],
    ["mug", "#2e4f9c", { text: "goedemorgen", textColor: "#f4f2ee" }, 900, top - 0.26 * 672, 0.26],
    ["mug", "#ece3d0", {}, 1010, top - 0.24 * 672, 0.24],
    ["candle", "#56704f", { label: "Vijgenblad" }, 1130, top - 0.3 * 676, 0.3],
    ["vase", "#a9c4dc", { style: "tall" }, 1290, top - 0.34 * 676, 0.34],
    ["plaid", "#8a2c3b", { accent: "#ece3d0" }, 700, low - 0.36 * 660, 0.36],
    ["notebook", "#c8912e", { title: "Stadskeuken", subtitle: "RECEPTEN" }, 990, low - 0.3 * 690, 0.3],
    ["tin", "#1e1e1e", { brand: "THEEHUIS OOST" }, 1150, low - 0.27 * 676, 0.27],
    ["pouch", "#b48a5a", { brand: "BONEN BAKKER" }, 1310, low - 0.28 * 680, 0.28],
  ]);
  defs += it.defs;
  b += it.body;
  return wideSvg(defs, b);
}

export function marketStall(primary: string): string {
  let defs =
    lin(
      "street",
      [
        [0, "#d9cbb8"],
        [1, "#c4b29a"],
      ],
      0,
      0,
      0,
      1,
    ) +
    lin(
      "cloth",
      [
        [0, "#f4ede0"],
        [1, "#e3d6c2"],
      ],
      0,
      0,
      0,
      1,
    );
  let b = '<rect width="1600" height="700" fill="url(#street)"/>';
  // string lights
  b += '<path d="M0 40 Q400 130 800 40 Q1200 130 1600 40" fill="none" stroke="#3a2d25" stroke-width="2"/>';
  for (let i = 1; i < 16; i++) {
    const x = i * 100;
    const tt = (x % 800) / 800;
    const y = 40 + 180 * tt * (1 - tt);
    b += `<circle cx="${x}" cy="${r1(y + 12)}" r="9" fill="#ffd88a"/><circle cx="${x}" cy="${r1(y + 12)}" r="20" fill="#ffd88a" fill-opacity=".25"/>`;
  }
  // stall
  b += '<rect x="250" y="170" width="16" height="440" fill="#6b4b33"/><rect x="1334" y="170" width="16" height="440" fill="#6b4b33"/>';
  let aw = "";
  for (let i = 0; i < 12; i++) aw += `<rect x="${220 + i * 100}" y="130" width="50" height="90" fill="#f4ede0"/>`;
  let sc = "M220 220";
  for (let i = 0; i < 24; i++) sc += " q25 30 50 0";
  b += shadowed("awning", `<path d="M220 130 H1420 V220 H220 Z ${sc} Z"/>`);
  b += `<rect x="220" y="130" width="1200" height="90" fill="${primary}"/>${aw}<path d="${sc} Z" fill="${primary}"/>`;
  b += shadowed("cloth-table", '<rect x="230" y="470" width="1140" height="150"/>', 'fill="url(#cloth)"');
  b += '<path d="M230 500 H1370" stroke="#d1c2ab" stroke-width="3"/>';
  const it = sceneItems("m", [
    ["tote", "#ece3d0", {}, 250, 200, 0.36],
    ["sweater", "#8f9196", { style: "hoodie" }, 480, 250, 0.3],
    ["candle", "#a0612a", { label: "Houtvuur" }, 700, 470 - 0.27 * 676, 0.27],
    ["mug", "#55654a", {}, 830, 470 - 0.24 * 672, 0.24],
    ["pouch", "#b48a5a", { brand: "BONEN BAKKER" }, 960, 470 - 0.28 * 680, 0.28],
    ["vase", "#c0643f", {}, 1130, 470 - 0.3 * 656, 0.3],
  ]);
  defs += it.defs;
  b += it.body;
  b +=
    '<g transform="rotate(-4 1440 520)">' +
    shadowed("board", '<rect x="1375" y="395" width="200" height="240" rx="13"/>') + // the board's outer edge, as the frame's
    '<rect x="1380" y="400" width="190" height="230" rx="8" fill="#2f2a27" stroke="#8a6a4c" stroke-width="10"/>';
  b += `<text x="1475" y="470" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="#f4ede0">Bazaar</text>`;
  b += `<text x="1475" y="510" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="#f4ede0">Weken</text>`;
  b += `<text x="1475" y="580" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="46" fill="#ffd88a">-15%</text></g>`;
  return wideSvg(defs, b);
}

export function giftsScene(primary: string): string {
  let defs = rad(
    "gbg",
    [
      [0, shade(primary, 0.15)],
      [1, shade(primary, -0.45)],
    ],
    0.35,
    0.4,
    0.9,
  );
  let b = '<rect width="1600" height="700" fill="url(#gbg)"/>';
  const rnd = rngFor("gifts-confetti");
  const conf = ["#ffd88a", "#ece3d0", "#e4a6a8", "#c8912e", "#a9c4dc"];
  for (let i = 0; i < 70; i++) {
    const x = r1(rnd() * 1600),
      y = r1(rnd() * 700);
    b += `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${conf[i % 5]}" fill-opacity=".8" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`;
  }
  const box = (x: number, y: number, w: number, h: number, col: string, rib: string) => {
    const t = tones(col);
    let s = shadowed(`box${x}`, `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`, `fill="${col}"`, 'fill="url(#gsh)"');
    s += `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${Math.round(h * 0.22)}" fill="${t.hi}"/>`;
    s += `<rect x="${x + w / 2 - 12}" y="${y - 8}" width="24" height="${h + 8}" fill="${rib}"/>`;
    s += `<ellipse cx="${x + w / 2 - 30}" cy="${y - 24}" rx="34" ry="18" fill="none" stroke="${rib}" stroke-width="12" transform="rotate(-20 ${x + w / 2 - 30} ${y - 24})"/>`;
    s += `<ellipse cx="${x + w / 2 + 30}" cy="${y - 24}" rx="34" ry="18" fill="none" stroke="${rib}" stroke-width="12" transform="rotate(20 ${x + w / 2 + 30} ${y - 24})"/>`;
    s += `<circle cx="${x + w / 2}" cy="${y - 14}" r="12" fill="${rib}"/>`;
    return s;
  };
  defs += lin(
    "gsh",
    [
      [0, "#ffffff", 0.12],
      [0.5, "#ffffff", 0],
      [1, "#000000", 0.18],
    ],
    0,
    0,
    1,
    0,
  );
  b +=
    box(860, 330, 260, 250, "#ece3d0", primary) +
    box(1140, 250, 200, 330, "#c8912e", "#f4f2ee") +
    box(1360, 400, 180, 180, "#55654a", "#e4a6a8") +
    box(1020, 470, 150, 110, "#e4a6a8", "#8a2c3b");
  b += '<rect y="580" width="1600" height="120" fill="#000" fill-opacity=".18"/>';
  const it = sceneItems("g", [
    ["chocolate", "#8a2c3b", { brand: "CACAOLAB" }, 700, 400, 0.3, -10],
    ["candle", "#56704f", { label: "Vijgenblad" }, 620, 580 - 0.3 * 676, 0.3],
  ]);
  defs += it.defs;
  b += it.body;
  return wideSvg(defs, b);
}

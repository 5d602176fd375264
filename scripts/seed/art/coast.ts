// Noordzee Mode's scenes: the coast, the summer sale, the sea.
import { rngFor } from "../random";
import { lin, r1, rad, shadowed } from "./kit";
import { SANS } from "./brand";
import { sceneItems, wideSvg } from "./scenes";

export function coastHero(): string {
  let defs =
    lin(
      "sky",
      [
        [0, "#bcd6dd"],
        [0.7, "#e9efe9"],
        [1, "#f6efe2"],
      ],
      0,
      0,
      0,
      1,
    ) +
    lin(
      "sea",
      [
        [0, "#5f8f99"],
        [1, "#2f5f6b"],
      ],
      0,
      0,
      0,
      1,
    ) +
    lin(
      "sand",
      [
        [0, "#efe3c8"],
        [1, "#ddc89f"],
      ],
      0,
      0,
      0,
      1,
    ) +
    rad(
      "sun",
      [
        [0, "#fff4d6"],
        [0.5, "#fbe3ae", 0.9],
        [1, "#fbe3ae", 0],
      ],
      0.5,
      0.5,
      0.5,
    );
  let b = '<rect width="1600" height="700" fill="url(#sky)"/>';
  b += '<circle cx="1260" cy="150" r="150" fill="url(#sun)"/><circle cx="1260" cy="150" r="52" fill="#fff6dc"/>';
  b +=
    '<path d="M120 120 q30 -22 60 0 q26 -16 52 0 M300 80 q22 -16 44 0 q20 -12 40 0" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-opacity=".7"/>';
  b += '<rect y="360" width="1600" height="140" fill="url(#sea)"/>';
  b +=
    '<path d="M0 392 Q200 382 400 392 T800 392 T1200 392 T1600 392 M0 430 Q160 418 320 430 T640 430 T960 430 T1280 430 T1600 430" fill="none" stroke="#d9ecee" stroke-opacity=".45" stroke-width="3"/>';
  b += '<path d="M0 480 Q120 462 240 478 T480 476 T720 480 T960 474 T1200 480 T1440 474 T1600 478 L1600 520 L0 520 Z" fill="#f4f6f2" fill-opacity=".85"/>';
  b += '<path d="M0 500 Q400 470 800 500 T1600 492 V700 H0 Z" fill="url(#sand)"/>';
  b +=
    '<path d="M0 560 Q140 470 300 520 Q420 560 520 700 H0 Z" fill="#d7c292"/><path d="M1600 540 Q1460 480 1320 540 Q1240 580 1200 700 H1600 Z" fill="#d3bd8c"/>';
  let grass = "";
  for (let i = 0; i < 34; i++) {
    const x = 20 + i * 13 + (i % 3) * 4;
    const y = 560 - Math.sin(i / 5) * 30 + (i > 20 ? (i - 20) * 4 : 0);
    grass += `M${x} ${r1(y)} q${(i % 2 ? 1 : -1) * 8} -30 ${(i % 2 ? 1 : -1) * 18} -52 `;
  }
  for (let i = 0; i < 22; i++) {
    const x = 1330 + i * 12;
    grass += `M${x} ${540 + (i % 4) * 3} q${(i % 2 ? 1 : -1) * 7} -28 ${(i % 2 ? 1 : -1) * 16} -48 `;
  }
  b += `<path d="${grass}" fill="none" stroke="#8d9a5c" stroke-width="3.5" stroke-linecap="round"/>`;
  // beach posts
  for (let i = 0; i < 7; i++) b += `<rect x="${560 + i * 34}" y="${486 - (i % 2) * 4}" width="14" height="${34 + (i % 3) * 6}" rx="6" fill="#6b5545"/>`;
  // clothesline with garments
  b += '<rect x="690" y="150" width="16" height="470" rx="5" fill="#8a6a4c"/><rect x="1490" y="150" width="16" height="470" rx="5" fill="#8a6a4c"/>';
  b += '<path d="M698 170 Q1098 236 1498 170" fill="none" stroke="#5c4a3a" stroke-width="3"/>';
  const it = sceneItems("h", [
    ["tshirt", "#efe6d2", { stripes: "#1f2f4a" }, 722, 170, 0.26],
    ["dress", "#c98b8b", { style: "maxi" }, 870, 168, 0.3],
    ["shirt", "#a9c4dc", { texture: "oxford" }, 1030, 160, 0.29],
    ["trousers", "#efe6d2", { style: "wide" }, 1196, 158, 0.3],
    ["scarf", "#2f5d7c", { pattern: "wave", accent: "#efe6d2", fringe: false }, 1330, 138, 0.26],
  ]);
  defs += it.defs;
  b += it.body;
  for (const x of [770, 828, 922, 1004, 1092, 1160, 1256, 1324, 1384, 1440]) {
    const y = 170 + (236 - 170) * (1 - ((x - 1098) / 400) ** 2) * 0.5;
    b += `<rect x="${x - 4}" y="${r1(y - 10)}" width="8" height="24" rx="2" fill="#c9a15a"/>`;
  }
  return wideSvg(defs, b);
}

export function summerCampaign(primary: string): string {
  let defs = lin(
    "sand2",
    [
      [0, "#f3e6c9"],
      [1, "#e3cd9f"],
    ],
    0,
    0,
    1,
    1,
  );
  let b = '<rect width="1600" height="700" fill="url(#sand2)"/>';
  const rnd = rngFor("summer-sand");
  let dots = "";
  for (let i = 0; i < 260; i++) dots += `<circle cx="${r1(rnd() * 1600)}" cy="${r1(rnd() * 700)}" r="${r1(1 + rnd() * 1.6)}"/>`;
  b += `<g fill="#b89a66" fill-opacity=".35">${dots}</g>`;
  // towel
  b += `<g transform="rotate(-12 1100 380)">${shadowed("towel", '<rect x="820" y="180" width="560" height="330" rx="12"/>', 'fill="#f7f6f2"')}`;
  for (let i = 0; i < 6; i++) b += `<rect x="${820 + i * 96}" y="180" width="48" height="330" fill="${i % 2 ? "#2f5d7c" : primary}" fill-opacity=".85"/>`;
  b += '<path d="M820 520 v16 M840 520 v16 M860 520 v16 M880 520 v16" stroke="#f7f6f2" stroke-width="5"/></g>';
  // parasol seen from above
  let wedges = "";
  const cx = 330,
    cy = 300,
    R = 250;
  for (let i = 0; i < 12; i++) {
    const a0 = (i * Math.PI * 2) / 12,
      a1 = ((i + 1) * Math.PI * 2) / 12;
    wedges += `<path d="M${cx} ${cy} L${r1(cx + R * Math.cos(a0))} ${r1(cy + R * Math.sin(a0))} A${R} ${R} 0 0 1 ${r1(cx + R * Math.cos(a1))} ${r1(cy + R * Math.sin(a1))} Z" fill="${i % 2 ? "#f7f6f2" : primary}"/>`;
  }
  b += shadowed("parasol", `<circle cx="${cx}" cy="${cy}" r="${R}"/>`);
  b += `${wedges}<circle cx="${cx}" cy="${cy}" r="16" fill="#c9a15a"/>`;
  const it = sceneItems("c", [
    ["hat", "#d8b878", { style: "sun", accent: "#1f2f4a" }, 560, 360, 0.42, -10],
    ["tote", "#efe6d2", {}, 1240, 330, 0.42, 14],
    ["shoes", "#f7f6f2", { style: "sneaker", accent: primary }, 900, 470, 0.3, -6],
  ]);
  defs += it.defs;
  b += it.body;
  b += shadowed("sale", '<circle cx="1420" cy="150" r="104"/>', `fill="${primary}"`);
  b += `<text x="1420" y="170" text-anchor="middle" font-family="${SANS}" font-size="62" font-weight="700" fill="#fff">-20%</text>`;
  return wideSvg(defs, b);
}

export function seaVideoPoster(): string {
  const defs = lin(
    "deep",
    [
      [0, "#17363d"],
      [1, "#0c2228"],
    ],
    0,
    0,
    0,
    1,
  );
  let b = '<rect width="1600" height="700" fill="url(#deep)"/>';
  for (let i = 0; i < 7; i++) {
    const y = 180 + i * 80;
    b += `<path d="M0 ${y} Q100 ${y - 30} 200 ${y} T400 ${y} T600 ${y} T800 ${y} T1000 ${y} T1200 ${y} T1400 ${y} T1600 ${y} V700 H0 Z" fill="#2f5f6b" fill-opacity="${0.18 + i * 0.06}"/>`;
    b += `<path d="M0 ${y} Q100 ${y - 30} 200 ${y} T400 ${y} T600 ${y} T800 ${y} T1000 ${y} T1200 ${y} T1400 ${y} T1600 ${y}" fill="none" stroke="#cfe6e8" stroke-opacity="${0.12 + i * 0.04}" stroke-width="3"/>`;
  }
  b += '<circle cx="800" cy="350" r="70" fill="#ffffff" fill-opacity=".85"/><path d="M780 315 L780 385 L840 350 Z" fill="#17363d"/>';
  return wideSvg(defs, b);
}

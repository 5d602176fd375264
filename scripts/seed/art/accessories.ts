// Accessories: scarves, hats, shoes, bags, totes and socks.
import { type DrawOptions, type Drawing, kit, r1 } from "./kit";
import { tones } from "./colours";

export function drawScarf(p: string, c: string, o: DrawOptions = {}): Drawing {
  // a scarf draped over a wooden hanger bar, the front end longer than the back end
  const k = kit(p, c, o);
  const { t } = k;
  let over = "";
  if (o.pattern === "stripes") over = k.stripes(o.accent, 46, 12);
  if (o.pattern === "check") over = k.check(o.accent, 56);
  if (o.pattern === "wave")
    over = k.pat("wv", 60, 30, `<path d="M0 15 Q15 3 30 15 T60 15" fill="none" stroke="${o.accent}" stroke-width="4" stroke-opacity=".8"/>`);
  let b = "";
  b += `<path d="M400 190 V150 Q400 112 430 112 Q456 112 456 138" fill="none" stroke="#9a9a9a" stroke-width="7" stroke-linecap="round"/>`;
  b += k.shadowed('<rect x="196" y="184" width="408" height="20" rx="10"/>', 'fill="#b08a5e"');
  const back = "M246 204 L466 204 Q470 400 486 610 L262 622 Q256 400 246 204 Z";
  const front = "M300 196 L548 196 Q552 430 566 700 L318 712 Q312 430 300 196 Z";
  b += k.sil(back) + (over ? k.area(back, over) : "") + k.area(back, "#000", 0.18);
  b += k.sil(front) + (over ? k.area(front, over) + k.area(front, `url(#${k.id("s")})`) : "");
  b += k.sil("M296 178 Q424 166 552 178 Q560 192 548 206 Q424 196 300 206 Q288 192 296 178 Z");
  b += k.fold("M380 230 Q372 470 392 700") + k.fold("M470 230 Q488 470 480 700") + k.fold("M330 240 Q340 420 336 700", 3);
  if (o.fringe !== false) {
    let f = "";
    for (let i = 0; i <= 20; i++) {
      const x = 318 + (248 * i) / 20,
        y = 712 - (12 * i) / 20;
      f += `M${r1(x)} ${r1(y)} l${(i % 3) - 1} 36 `;
    }
    let g = "";
    for (let i = 0; i <= 18; i++) {
      const x = 262 + (224 * i) / 18,
        y = 622 - (12 * i) / 18;
      g += `M${r1(x)} ${r1(y)} l${(i % 3) - 1} 30 `;
    }
    b += k.line(g.trim(), 4, 0.9, t.deep) + k.line(f.trim(), 4, 0.95, t.lo);
  }
  return { defs: k.defs.join(""), body: b, focus: [430, 640] };
}

export function drawHat(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'cap' | 'beanie' | 'sun' | 'bucket'
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "cap";
  let b = "";
  if (style === "cap") {
    b += k.sil("M210 472 Q204 270 400 252 Q592 264 600 470 Q405 446 210 472 Z");
    b += k.line("M400 256 Q330 330 312 464 M400 256 Q480 330 500 458", 2.5, 0.45);
    b += k.sil("M214 470 Q400 440 600 468 Q694 484 724 540 Q560 592 380 562 Q252 542 214 470 Z", `url(#${k.id("f")})`);
    b += k.area("M250 500 Q400 470 590 490 Q680 502 712 536 Q560 584 384 556 Q270 538 250 500 Z", t.lo, 0.45);
    b += k.stitch("M232 478 Q400 452 598 480 Q676 494 704 530");
    b +=
      `<circle cx="400" cy="254" r="13" fill="${t.lo}"/>` +
      `<circle cx="340" cy="330" r="5" fill="${t.deep}"/><circle cx="462" cy="330" r="5" fill="${t.deep}"/>`;
    if (o.accent) b += `<path d="M360 392 q20 -18 40 0 t40 0" fill="none" stroke="${o.accent}" stroke-width="7" stroke-linecap="round"/>`;
    return { defs: k.defs.join(""), body: b, focus: [420, 380] };
  }
  if (style === "beanie") {
    b += k.shadowed('<circle cx="400" cy="212" r="64"/>', `fill="url(#${k.id("f")})"`, `fill="none" stroke="${t.lo}" stroke-width="10" stroke-dasharray="3 5"`);
    const body = "M246 520 Q238 256 400 234 Q562 256 554 520 Z";
    b += k.sil(body) + k.area(body, k.knit());
    const cuff = "M230 478 Q400 452 570 478 L574 594 Q400 618 226 594 Z";
    b += k.sil(cuff) + k.area(cuff, k.rib(0.22, 12));
    b += `<rect x="372" y="520" width="56" height="38" rx="4" fill="${o.accent || "#8a5a34"}"/>`;
    return { defs: k.defs.join(""), body: b, focus: [400, 500] };
  }
  if (style === "sun") {
    b += k.shadowed(
      '<ellipse cx="400" cy="500" rx="322" ry="112"/>',
      `fill="url(#${k.id("f")})"`,
      `fill="none" stroke="${t.line}" stroke-opacity=".3" stroke-width="2"`,
    );
    let rings = "";
    for (let i = 1; i <= 5; i++)
      rings += `<ellipse cx="400" cy="500" rx="${140 + i * 34}" ry="${48 + i * 12}" fill="none" stroke="${t.line}" stroke-opacity=".2" stroke-width="2" stroke-dasharray="10 6"/>`;
    b += rings;
    b += k.sil("M268 500 Q262 300 400 288 Q538 300 532 500 Q400 530 268 500 Z");
    let weave = "";
    for (let y = 320; y < 500; y += 22) weave += `M276 ${y} Q400 ${y + 14} 524 ${y} `;
    b += k.line(weave.trim(), 2, 0.18);
    b += k.area("M270 452 Q400 478 530 452 L531 492 Q400 520 269 492 Z", o.accent || "#1f2f4a");
    b += k.area("M500 470 l40 -30 l6 40 z M500 470 l46 16 l-30 30 z", o.accent || "#1f2f4a");
    return { defs: k.defs.join(""), body: b, focus: [430, 470] };
  }
  // bucket
  b += k.sil("M206 560 L296 446 L504 446 L594 560 Q400 618 206 560 Z");
  let ringsB = "";
  for (let i = 1; i <= 3; i++) ringsB += `M${206 + i * 22} ${560 - i * 28} Q400 ${608 - i * 30} ${594 - i * 22} ${560 - i * 28} `;
  b += k.stitch(ringsB.trim());
  b += k.sil("M292 462 L316 290 Q400 262 484 290 L508 462 Q400 482 292 462 Z");
  b += `<ellipse cx="400" cy="288" rx="84" ry="22" fill="${t.hi}" stroke="${t.line}" stroke-opacity=".3"/>`;
  b += `${k.stitch("M300 420 Q400 440 500 420 M306 380 Q400 398 494 380")}<circle cx="460" cy="340" r="6" fill="${t.deep}"/>`;
  if (o.accent) b += `<rect x="366" y="404" width="68" height="26" rx="3" fill="${o.accent}"/>`;
  return { defs: k.defs.join(""), body: `<g transform="translate(-120 -150) scale(1.3)">${b}</g>`, focus: [400, 420] };
}

export function drawShoes(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'sneaker' | 'boot'; two shoes, the back one offset
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "sneaker";
  const sole = o.sole || (style === "boot" ? "#3a2d25" : "#f4f1ea");
  const st = tones(sole);
  const one = () => {
    let s = "";
    if (style === "boot") {
      s += k.sil("M150 566 L160 172 Q240 160 330 172 L338 392 Q470 430 612 470 Q700 494 700 566 Z");
      s +=
        k.area("M246 190 Q272 290 250 402 L304 402 Q284 290 312 190 Z", t.deep, 0.8) +
        k.area("M246 190 Q272 290 250 402 L304 402 Q284 290 312 190 Z", k.rib(0.25, 8, "#000"));
      s += k.line("M168 172 Q156 110 196 112 L206 172", 9, 1, t.lo);
      s += k.stitch("M172 540 L690 540") + k.fold("M420 440 Q470 470 520 470", 4);
      s += k.shadowed('<path d="M140 566 L706 566 Q716 596 694 612 L310 614 L306 646 L150 646 Q140 610 140 566 Z"/>', `fill="${sole}"`);
      s += `<path d="M150 566 H700" stroke="${st.lo}" stroke-width="4"/>`;
    } else {
      s += k.shadowed(
        '<path d="M134 566 L676 564 Q716 566 716 598 Q714 630 672 632 L160 632 Q126 632 126 598 Q126 566 134 566 Z"/>',
        `fill="${sole}" stroke="${st.line}" stroke-opacity=".35"`,
      );
      s += `<path d="M130 606 H714" stroke="${st.lo}" stroke-width="3"/>`;
      s += k.sil("M150 568 L152 402 Q154 360 196 352 Q262 370 318 372 L340 322 Q358 304 384 318 L404 362 Q520 420 628 462 Q702 490 702 568 Z");
      if (o.suede)
        s += k.area("M150 568 L152 402 Q154 360 196 352 Q262 370 318 372 L340 322 Q358 304 384 318 L404 362 Q520 420 628 462 Q702 490 702 568 Z", k.canvas());
      s += k.area("M560 568 Q574 474 640 468 Q704 492 702 568 Z", t.hi, 0.55) + k.line("M560 566 Q574 474 640 468", 2.5, 0.4);
      s += k.area("M150 420 L182 416 L186 568 L150 568 Z", o.accent || t.lo);
      s += k.line("M154 404 Q156 366 196 360 Q262 378 318 380", 8, 0.35);
      s += `<path d="M250 520 Q370 440 520 486" fill="none" stroke="${o.accent || t.lo}" stroke-width="16" stroke-linecap="round" stroke-opacity=".85"/>`;
      s += k.stitch("M190 548 Q380 530 600 548");
      let lace = "";
      for (let i = 0; i < 5; i++) {
        const x = 372 + i * 36,
          y = 382 + i * 17;
        s += `<circle cx="${x}" cy="${y}" r="4.5" fill="${t.deep}"/><circle cx="${x - 18}" cy="${y + 30}" r="4.5" fill="${t.deep}"/>`;
        lace += `M${x} ${y} L${x + 18} ${y + 47} M${x - 18} ${y + 30} L${x + 36} ${y + 17} `;
      }
      s += k.line(lace.trim(), 5, 1, o.laces || "#f7f5ef") + k.line(lace.trim(), 1, 0.3, "#000");
    }
    return s;
  };
  const front = one();
  const b = `<g transform="translate(-46 -58)"><g opacity=".92">${front}</g></g><g transform="translate(30 40)">${front}</g>`;
  return { defs: k.defs.join(""), body: b, focus: style === "boot" ? [300, 320] : [450, 430] };
}

export function drawBag(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'shoulder' | 'duffel'
  const k = kit(p, c, o);
  const { t } = k;
  let b = "";
  if (o.style === "duffel") {
    b += k.line("M300 340 Q300 210 400 210 Q500 210 500 340", 20, 1, o.trim || "#8c4f2b");
    const d = "M176 378 Q176 326 230 326 L570 326 Q624 326 624 378 L636 626 Q636 656 604 656 L196 656 Q164 656 164 626 Z";
    b += k.sil(d) + k.area(d, k.canvas());
    b += k.area("M164 560 L636 560 L636 626 Q636 656 604 656 L196 656 Q164 656 164 626 Z", o.trim || "#8c4f2b", 0.95);
    b +=
      k.line("M210 344 H590", 6, 0.85, "#777") +
      k.line("M210 344 H590", 2, 0.8, "#ddd") +
      `<rect x="560" y="336" width="14" height="30" rx="3" fill="#c9a15a"/>`;
    b += `<rect x="286" y="330" width="28" height="80" rx="5" fill="${o.trim || "#8c4f2b"}"/><rect x="486" y="330" width="28" height="80" rx="5" fill="${o.trim || "#8c4f2b"}"/>`;
    b += k.stitch("M172 566 H628 M176 390 Q170 470 172 560 M624 390 Q630 470 628 560");
    return { defs: k.defs.join(""), body: b, focus: [520, 380] };
  }
  b += k.line("M246 392 Q252 132 400 130 Q548 132 554 392", 22, 1, t.lo) + k.stitch("M246 380 Q252 146 400 144 Q548 146 554 380");
  const d = "M225 385 L575 385 Q592 385 596 402 L622 640 Q624 662 600 662 L200 662 Q176 662 178 640 L204 402 Q208 385 225 385 Z";
  b += k.sil(d);
  b += `<rect x="236" y="372" width="20" height="26" rx="4" fill="#c9a15a"/><rect x="544" y="372" width="20" height="26" rx="4" fill="#c9a15a"/>`;
  b += k.sil("M212 385 L588 385 L594 502 Q400 552 206 502 Z");
  b += k.stitch("M222 396 L578 396 L583 494 Q400 540 217 494 Z");
  b += `<rect x="380" y="508" width="40" height="34" rx="7" fill="#c9a15a" stroke="#8d6c32" stroke-width="2"/>`;
  b += k.fold("M260 580 Q400 600 540 580", 4);
  return { defs: k.defs.join(""), body: b, focus: [400, 500] };
}

export function drawTote(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  let b = "";
  b += k.line("M312 306 Q312 150 400 150 Q488 150 488 306", 20, 1, t.deep);
  const d = "M216 300 L584 300 L604 690 L196 690 Z";
  b += k.sil(d) + k.area(d, k.canvas());
  b += k.line("M300 318 Q304 184 400 184 Q496 184 500 318", 22, 1, o.handle || t.lo);
  b += k.stitch("M219 332 H581") + k.fold("M300 420 Q290 560 300 680", 4) + k.fold("M520 400 Q530 560 512 680", 4);
  if (typeof o.print === "function") b += o.print(k);
  return { defs: k.defs.join(""), body: b, focus: [400, 300] };
}

export function drawSocks(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  const d = "M300 150 L420 150 L420 500 Q420 540 455 560 L560 610 Q602 632 588 672 Q572 712 522 700 L350 648 Q300 632 300 580 Z";
  const heel = "M300 556 L300 580 Q300 632 350 648 L376 600 Q338 590 336 556 Z";
  const toe = "M540 598 L560 610 Q602 632 588 672 Q572 712 522 700 L508 696 Q548 660 540 598 Z";
  const sock = (acc: string | undefined) => {
    let s = k.sil(d);
    if (o.stripes) s += `<path d="M300 230 H420 V500 H300 Z" fill="${k.stripes(o.stripes, 44, 14)}"/>`;
    s += k.area(d, k.knit());
    s += k.area("M300 150 L420 150 L420 222 L300 222 Z", t.lo, 0.3) + k.area("M300 150 L420 150 L420 222 L300 222 Z", k.rib(0.22, 9));
    s += k.area(heel, acc || t.lo) + k.area(toe, acc || t.lo);
    return s;
  };
  const b = `<g transform="translate(-86 -18)">${sock(o.accent)}<path d="${d}" fill="#000" fill-opacity=".06"/></g><g transform="translate(74 36)">${sock(o.accent)}</g>`;
  return { defs: k.defs.join(""), body: b, focus: [420, 300] };
}

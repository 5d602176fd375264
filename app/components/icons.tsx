// Small inline icons (decorative: the link or button around them carries the accessible name).
type IconProps = { className?: string };

const base = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: false,
} as const;

export function HeartIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" className={props.className}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </svg>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" className={props.className}>
      <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" className={props.className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" className={props.className}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" className={props.className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" className={props.className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <svg {...base} width={16} height={16} aria-hidden="true" className={props.className}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** The account badge: a green tick when signed in, a red cross when not (chrome spec §2). */
export function StatusBadge({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return (
    <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden focusable={false} className={className}>
      <circle cx="6" cy="6" r="6" fill={signedIn ? "#1e7d3c" : "#c0282d"} />
      {signedIn ? (
        <path d="m3.2 6.2 1.8 1.8 3.8-3.8" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      ) : (
        <path d="m4 4 4 4M8 4 4 8" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      )}
    </svg>
  );
}

// The shop's line icons, drawn from one SVG sprite (icons.svg) that the browser fetches once and caches:
// the drawings are not JavaScript that every page ships and hydrates (the JS budget), and without
// JavaScript they show the same. Decorative: the link or button around them carries the accessible name.
import sprite from "./icons.svg?no-inline";

type IconProps = { className?: string };
type IconName = "heart" | "bag" | "user" | "search" | "menu" | "globe" | "chevron" | "trash";

function Icon({ name, size = 24, className }: IconProps & { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable={false} className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const HeartIcon = (props: IconProps) => <Icon name="heart" {...props} />;
export const BagIcon = (props: IconProps) => <Icon name="bag" {...props} />;
export const UserIcon = (props: IconProps) => <Icon name="user" {...props} />;
export const SearchIcon = (props: IconProps) => <Icon name="search" {...props} />;
export const MenuIcon = (props: IconProps) => <Icon name="menu" {...props} />;
export const GlobeIcon = (props: IconProps) => <Icon name="globe" {...props} />;
export const TrashIcon = (props: IconProps) => <Icon name="trash" {...props} />;
export const ChevronIcon = (props: IconProps) => <Icon name="chevron" size={16} {...props} />;

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

/**
 * The product's line icons, drawn on a 24-unit grid in the text colour. `size` sets the box
 * (leave it out where CSS sizes the icon); `weight` the stroke. Always decorative: the control
 * that holds one carries the label.
 */
interface IconProps {
  size?: number;
  weight?: number;
}

function LineIcon({ size, weight = 2, d }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => <LineIcon {...props} d="M6 6l12 12M18 6L6 18" />;
export const BackIcon = (props: IconProps) => <LineIcon {...props} d="M15 5l-7 7 7 7" />;
export const ForwardIcon = (props: IconProps) => <LineIcon {...props} d="M9 5l7 7-7 7" />;
export const MinusIcon = (props: IconProps) => <LineIcon {...props} d="M5 12h14" />;
export const PlusIcon = (props: IconProps) => <LineIcon {...props} d="M5 12h14M12 5v14" />;
export const SearchIcon = (props: IconProps) => <LineIcon {...props} d="M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 0 0 0-13M15.5 15.5L20 20" />;
export const MenuIcon = (props: IconProps) => <LineIcon {...props} d="M4 7h16M4 12h16M4 17h16" />;
export const ShareIcon = (props: IconProps) => <LineIcon {...props} d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />;

import type { CSSProperties, ReactNode } from 'react';
import { Badge } from '@mantine/core';

type Variant = 'filled' | 'light' | 'outline';
type Size = 'xs' | 'sm' | 'md';

/** Mantine's default variant colours of a theme colour (its variantColorResolver), as Badge variables. */
function colorVars(variant: Variant, color: string) {
  if (variant === 'light')
    return {
      '--badge-bg': `var(--mantine-color-${color}-light)`,
      '--badge-color': `var(--mantine-color-${color}-light-color)`,
    };
  if (variant === 'outline')
    return {
      '--badge-bg': 'transparent',
      '--badge-color': `var(--mantine-color-${color}-outline)`,
      '--badge-bd': `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${color}-outline)`,
    };
  return {
    '--badge-bg': `var(--mantine-color-${color}-filled)`,
    '--badge-color': 'var(--mantine-color-white)',
  };
}

function sizeVars(size: Size) {
  if (size === 'md') return {};
  return {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
  };
}

/**
 * Looks like Mantine's Badge, but is a plain span with its classes and colour variables: Badge resolves
 * theme, props and styles on every render, and a list renders its cells again and again while it scrolls
 * (issue 11). For what a list repeats in its rows.
 */
export function CellBadge({
  color = 'blue',
  variant = 'filled',
  size = 'md',
  title,
  children,
}: {
  /** A theme colour name ('teal', 'gray' …). */
  color?: string;
  variant?: Variant;
  size?: Size;
  title?: string;
  children: ReactNode;
}) {
  const style = { ...colorVars(variant, color), ...sizeVars(size) } as CSSProperties;
  return (
    <span className={Badge.classes.root} data-variant={variant} data-size={size} style={style} title={title}>
      <span className={Badge.classes.label}>{children}</span>
    </span>
  );
}

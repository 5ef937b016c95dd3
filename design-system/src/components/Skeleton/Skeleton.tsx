import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx.ts';
import * as s from './skeleton.css.ts';

type Length = number | string;

export interface SkeletonProps {
  variant?: 'block' | 'text' | 'circle';
  width?: Length;
  height?: Length;
  /** e.g. "4 / 5" for a portrait painting; height then follows width. */
  aspectRatio?: string | number;
  /** Text variant only: number of lines; the last one is shorter. */
  lines?: number;
  className?: string;
  style?: CSSProperties;
}

/** Placeholder shown while content loads. Hidden from assistive tech; announce loading elsewhere. */
export function Skeleton({ variant = 'block', width, height, aspectRatio, lines = 1, className, style }: SkeletonProps) {
  const sizing: CSSProperties = {
    width,
    height: aspectRatio !== undefined && height === undefined ? 'auto' : height,
    aspectRatio,
    ...style,
  };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(s.lines, className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(s.root, s.shape.text)} style={{ width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  return <span className={cx(s.root, s.shape[variant], className)} style={sizing} aria-hidden="true" />;
}

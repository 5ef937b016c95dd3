import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as s from './card.css.ts';

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  /** Image/video slot shown edge to edge above the content. */
  media?: ReactNode;
  /** CSS aspect ratio of the media slot, e.g. "4 / 5". */
  mediaAspectRatio?: string;
  /** Raised: white surface with hairline border. Flat: no surface, for image-first gallery tiles. */
  surface?: 'raised' | 'flat';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover lift / image zoom and focus ring, for cards that act as one link (see CardLink). */
  interactive?: boolean;
}

export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { media, mediaAspectRatio, surface = 'raised', padding, interactive = false, className, children, ...props },
  ref,
) {
  const pad = padding ?? (surface === 'flat' ? 'none' : 'md');
  return (
    <div
      ref={ref}
      {...props}
      className={cx(s.root, s.surface[surface], interactive && s.interactive, interactive && surface === 'raised' && s.interactiveRaised, className)}
    >
      {media && (
        <div className={cx(s.media, surface === 'flat' && s.mediaFlat)} style={{ aspectRatio: mediaAspectRatio }}>
          {media}
        </div>
      )}
      {children && <div className={cx(s.body, s.padding[pad])}>{children}</div>}
    </div>
  );
});

/** Serif card heading. */
export function CardTitle({ as: Tag = 'h3', className, ...props }: ComponentPropsWithoutRef<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'p' }) {
  return <Tag {...props} className={cx(s.title, className)} />;
}

/** Muted secondary line (medium, size, price). */
export function CardMeta({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p {...props} className={cx(s.meta, className)} />;
}

/** A link whose hit area covers the whole (interactive) card. */
export const CardLink = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'>>(function CardLink({ className, ...props }, ref) {
  return <a ref={ref} {...props} className={cx(s.overlayLink, className)} />;
});

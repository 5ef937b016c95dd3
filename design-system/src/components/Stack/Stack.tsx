import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import * as s from './stack.css.ts';

export type SpaceToken = keyof typeof s.gap;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  direction?: 'column' | 'row';
  /** Gap from the spacing scale (`vars.space`), default "4" (1rem). */
  gap?: SpaceToken;
  align?: keyof typeof s.align;
  justify?: keyof typeof s.justify;
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form' | 'fieldset';
}

/** Flex column or row with a gap from the spacing scale. */
export function Stack({
  direction = 'column',
  gap = '4',
  align,
  justify,
  wrap = false,
  as: Tag = 'div',
  className,
  ...props
}: StackProps) {
  // Every allowed tag is a plain HTMLElement container; div props are a safe common subset.
  const Component = Tag as 'div';
  return (
    <Component
      {...props}
      className={cx(s.root, s.direction[direction], s.gap[gap], align && s.align[align], justify && s.justify[justify], wrap && s.wrap, className)}
    />
  );
}

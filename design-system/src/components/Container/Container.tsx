import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import * as s from './container.css.ts';

type ContainerElement = 'div' | 'section' | 'main' | 'header' | 'footer' | 'article' | 'nav';

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** Max width: sm 40rem (prose), md 56rem, lg 72rem (default), xl 90rem, full. */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  as?: ContainerElement;
}

/** Centred page column with responsive side padding. */
export function Container({ size = 'lg', as: Tag = 'div', className, ...props }: ContainerProps) {
  return <Tag {...props} className={cx(s.root, s.size[size], className)} />;
}

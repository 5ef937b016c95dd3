import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { useControllableState } from '../../utils/use-controllable-state.ts';
import * as s from './tabs.css.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Panel content for this tab; otherwise `children` is rendered in the active panel. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Automatic: arrow keys select. Manual: arrow keys move focus, Enter/Space selects. */
  activation?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
  children?: ReactNode | ((value: string) => ReactNode);
}

const NEXT: Record<string, Record<string, 1 | -1>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
};

export function Tabs({
  items,
  value: valueProp,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  orientation = 'horizontal',
  className,
  children,
  ...aria
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? '';
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? firstEnabled,
    onChange: onValueChange,
  });
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((item) => item.value === value);
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const current = enabled.findIndex((item) => tabRefs.current.get(item.value) === document.activeElement);
    if (current === -1 || enabled.length === 0) return;
    let next: number;
    const step = NEXT[orientation]![event.key];
    if (step) next = (current + step + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    else return;
    event.preventDefault();
    const target = enabled[next]!;
    tabRefs.current.get(target.value)?.focus();
    if (activation === 'automatic') setValue(target.value);
  };

  const panelContent = active?.content ?? (typeof children === 'function' ? children(value) : children);

  return (
    <div className={cx(s.root, orientation === 'vertical' && s.vertical, className)}>
      <div
        role="tablist"
        aria-orientation={orientation}
        {...aria}
        className={cx(s.list, orientation === 'vertical' && s.listVertical)}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.value) : undefined}
              tabIndex={selected || (!active && item.value === firstEnabled) ? 0 : -1}
              disabled={item.disabled}
              className={cx(s.tab, orientation === 'vertical' && s.tabVertical)}
              onClick={() => setValue(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={panelId(active.value)} aria-labelledby={tabId(active.value)} tabIndex={0} className={s.panel}>
          {panelContent}
        </div>
      )}
    </div>
  );
}

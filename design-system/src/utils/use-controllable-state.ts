import { useCallback, useRef, useState } from 'react';

interface Options<T> {
  value: T | undefined;
  defaultValue: T;
  onChange?: (value: T) => void;
}

/** State that is controlled when `value` is defined, uncontrolled otherwise. */
export function useControllableState<T>({ value, defaultValue, onChange }: Options<T>) {
  const [internal, setInternal] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internal;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setInternal(next);
      if (!Object.is(next, current)) onChangeRef.current?.(next);
    },
    [isControlled, current],
  );

  return [current, setValue] as const;
}

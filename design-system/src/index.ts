import './global.css.ts';

export { vars } from './theme.css.ts';
export { breakpoints, media, mediaDown, mediaUp, palette, fontStacks, type Breakpoint } from './tokens.ts';

export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/Button/Button.tsx';
export { Link, type LinkProps } from './components/Link/Link.tsx';

export { Input, type InputProps } from './components/Input/Input.tsx';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea.tsx';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Radio, type RadioProps } from './components/Radio/Radio.tsx';
export { RadioGroup, type RadioGroupProps } from './components/Radio/RadioGroup.tsx';
export type { FieldBaseProps } from './components/Field/Field.tsx';

export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.tsx';
export { Dialog, type DialogProps, type DialogSize } from './components/Dialog/Dialog.tsx';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer.tsx';
export { Tooltip, TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, type TooltipProps } from './components/Tooltip/Tooltip.tsx';

export { ToastProvider, useToast, useToastState, type ToastApi, type ToastHandle } from './components/Toast/ToastProvider.tsx';
export { Toaster, type ToasterProps } from './components/Toast/Toaster.tsx';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  toastReducer,
  type ToastAction,
  type ToastOptions,
  type ToastRecord,
  type ToastState,
  type ToastVariant,
} from './components/Toast/toast-reducer.ts';

export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge.tsx';
export { Card, CardLink, CardMeta, CardTitle, type CardProps } from './components/Card/Card.tsx';

export { Container, type ContainerProps } from './components/Container/Container.tsx';
export { Stack, type StackProps, type SpaceToken } from './components/Stack/Stack.tsx';
export { VisuallyHidden, visuallyHiddenClass, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';

import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700',
  secondary:
    'border border-brand-200 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  /** Something that cannot be undone (deleting the account). */
  danger: 'bg-red-700 text-white hover:bg-red-600 disabled:hover:bg-red-700',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

/** A link that looks like a button: navigation stays a real link for keyboards and new tabs. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, String(className))} {...props} />;
}

import clsx from 'clsx';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const controlClasses = clsx(
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
  'border-slate-300 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100',
  'aria-invalid:border-red-500 dark:aria-invalid:border-red-400',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(controlClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={clsx(controlClasses, 'min-h-32 py-2', className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={clsx(controlClasses, 'h-10', className)} {...props} />;
}

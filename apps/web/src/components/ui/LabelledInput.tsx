import type { InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from './controls';

/** A text input with its visible label above it (the label names it for screen readers). */
export function LabelledInput({
  id,
  label,
  value,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>) {
  return (
    <>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { cardClass, inputClass, labelClass } from '@/components/ui/controls';

/**
 * The filter bar above a paged list (the customer's orders, operations): a search card whose
 * columns are a text search, selects and switches. Texts come from the caller's namespace, so
 * each list keeps its own words; `columns` sets the grid of its fields.
 */
export function ListFilters({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <div className={`${cardClass} grid gap-4 ${columns}`} role="search">
      {children}
    </div>
  );
}

/** The list's text search, labelled, with the id `${id}-q`. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-q`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={inputClass}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled choice of the list (status, sort order) with the id `${id}-${name}`. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

'use client';
import { type HTMLAttributes, useState } from 'react';
import type { AdminField, FieldOption } from './AdminForm';

/** Letters as a reader types them: no case, no accents ("merce" finds "Mercè"). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replaceAll(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The options whose name holds the search; those in `kept` (chosen already) always stay. */
function narrowed(options: FieldOption[], search: string, kept: (value: string) => boolean) {
  const wanted = folded(search.trim());
  if (!wanted) return options;
  return options.filter((option) => kept(option.value) || folded(option.label).includes(wanted));
}

/** The search box above a long list: a labelled `search` input that narrows it as the admin types. */
function SearchBox({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} data-search="">
        {label}
      </label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}

/** A select of `options`, with a search box above it when the field names one (`searchLabel`). */
export function SearchableSelect({
  field,
  common,
  onChange,
}: {
  field: AdminField;
  common: HTMLAttributes<HTMLSelectElement> & { value: string; required: boolean; name: string; id: string };
  onChange: (value: string) => void;
}) {
  const [search, setSearch] = useState('');
  const options = narrowed(field.options ?? [], search, (value) => value === common.value);
  const select = (
    <select {...common} onChange={(event) => onChange(event.target.value)}>
      <option value="">—</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!field.searchLabel) return select;
  return (
    <>
      <SearchBox id={`${common.id}-search`} label={field.searchLabel} value={search} onChange={setSearch} />
      {select}
    </>
  );
}

/**
 * Several of `options` ticked, in a fieldset named by the field's label, grouped by `group`; its
 * value is the ticked values separated by spaces. A search box narrows the list (ticked ones stay).
 */
export function ChoicesField({
  id,
  field,
  value,
  onChange,
  ...root
}: {
  id: string;
  field: AdminField;
  value: string;
  onChange: (value: string) => void;
}) {
  const [search, setSearch] = useState('');
  const ticked = new Set(value.split(/\s+/).filter(Boolean));
  const options = narrowed(field.options ?? [], search, (option) => ticked.has(option));
  const toggle = (option: string, on: boolean) => {
    const next = (field.options ?? [])
      .map((choice) => choice.value)
      .filter((choice) => (choice === option ? on : ticked.has(choice)));
    onChange(next.join(' '));
  };
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  return (
    <fieldset {...root} id={id} aria-describedby={field.hint ? `${id}-hint` : undefined}>
      <legend>
        {field.label} {!field.optional && <span aria-hidden="true">*</span>}
      </legend>
      {field.hint && <small id={`${id}-hint`}>{field.hint}</small>}
      {field.searchLabel && (
        <SearchBox id={`${id}-search`} label={field.searchLabel} value={search} onChange={setSearch} />
      )}
      <div data-choices="">
        {groups.map((group) => (
          <fieldset key={group}>
            {group && <legend>{group}</legend>}
            {options
              .filter((option) => (option.group ?? '') === group)
              .map((option) => (
                <label key={option.value} data-choice="">
                  <input
                    type="checkbox"
                    name={field.name}
                    value={option.value}
                    checked={ticked.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  {option.label}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClass } from './input.tsx';

export interface ComboboxOption {
  /** Unique among the options (several options may choose the same value). */
  key: string;
  label: string;
  /** More words the search matches besides the label (another name, a code). */
  keywords?: string;
}

export interface ComboboxProps {
  options: readonly ComboboxOption[];
  /** The key of the chosen option. */
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  /** Names the list of options for screen readers. */
  listLabel: string;
  /** Shown in place of the list when nothing matches what was typed. */
  noMatch: (query: string) => string;
  /** What the box shows for a value none of the options holds. */
  fallbackText?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** Lower case without accents, so 'cote' finds "Côte d’Ivoire". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Options whose label starts with the query first, then those that contain it anywhere. */
function filterOptions(options: readonly ComboboxOption[], query: string) {
  const wanted = fold(query.trim());
  if (!wanted) return options;
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    const words = `${label} ${fold(option.keywords ?? '')}`;
    if (label.startsWith(wanted) || label.split(/[\s(),]+/).some((word) => word.startsWith(wanted)))
      starts.push(option);
    else if (words.includes(wanted)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A searchable choice (WAI-ARIA 1.2 combobox with a listbox popup and list autocomplete): type to
 * narrow the list, Arrow keys to move, Enter to choose, Escape to close; the input keeps the focus
 * and names the active option through aria-activedescendant. Works inside a Field, which hands the
 * input its id, label and descriptions.
 */
export function Combobox({
  options,
  selectedKey,
  onSelect,
  listLabel,
  noMatch,
  fallbackText = '',
  id,
  disabled,
  className,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const statusId = `${listId}-status`;
  const selected = options.find((option) => option.key === selectedKey);
  const shownText = selected?.label ?? fallbackText;
  const [open, setOpen] = useState(false);
  /** What the member typed since opening; undefined while the box shows the chosen option. */
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const visible = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const active = visible.find((option) => option.key === activeKey);
  const optionId = (key: string) => `${listId}-${key}`;

  useEffect(() => {
    if (!open || !activeKey) return;
    const element = document.getElementById(optionId(activeKey));
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeKey]);

  function openList() {
    if (disabled) return;
    setOpen(true);
    setActiveKey((current) => current ?? selected?.key ?? options[0]?.key);
  }

  function close() {
    setOpen(false);
    setQuery(undefined);
    setActiveKey(undefined);
  }

  function choose(option: ComboboxOption) {
    onSelect(option.key);
    close();
  }

  function move(step: number) {
    if (!open) return openList();
    if (visible.length === 0) return;
    const index = active ? visible.indexOf(active) : -1;
    const next = index === -1 ? (step > 0 ? 0 : visible.length - 1) : (index + step + visible.length) % visible.length;
    setActiveKey(visible[next]?.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) openList();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        move(event.key === 'PageDown' ? 10 : -10);
        break;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close();
        break;
    }
  }

  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active ? optionId(active.key) : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        className={cn(controlClass, 'h-10 truncate pr-8')}
        value={query ?? shownText}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveKey(filterOptions(options, event.target.value)[0]?.key);
        }}
        onClick={() => (open ? undefined : openList())}
        onFocus={(event) => event.target.select()}
        onBlur={close}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open || visible.length === 0}
        className="absolute top-full left-0 z-50 mt-1 max-h-72 w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {open &&
          visible.map((option) => (
            <li
              key={option.key}
              id={optionId(option.key)}
              role="option"
              aria-selected={option.key === active?.key}
              className={cn(
                'relative flex cursor-pointer select-none items-center rounded-md py-2 pr-2 pl-8 text-sm text-slate-900',
                option.key === active?.key && 'bg-brand-50',
                option.key === selected?.key && 'font-semibold',
              )}
              // Keeps the focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => option.key !== activeKey && setActiveKey(option.key)}
              onClick={() => choose(option)}
            >
              {option.key === selected?.key && <Check aria-hidden="true" className="absolute left-2 size-4" />}
              {option.label}
            </li>
          ))}
      </ul>
      <p
        id={statusId}
        // A live region, not role="status": the form's own outcome is the page's status.
        aria-live="polite"
        className={
          open && visible.length === 0
            ? 'absolute top-full left-0 z-50 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg'
            : 'sr-only'
        }
      >
        {open && visible.length === 0 ? noMatch(query ?? '') : ''}
      </p>
    </div>
  );
}

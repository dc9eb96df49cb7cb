import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs with arrow-key navigation and the tab/tabpanel roles. A tab reached by keyboard shows a
 * focus ring; a clicked one does not (issue 44). Radix focuses a pressed tab from script, which
 * the browser counts as :focus-visible, so the list remembers whether a pointer or a key came last.
 */
export function Tabs({
  value,
  onValueChange,
  items,
  label,
}: {
  value: string;
  onValueChange: (value: string) => void;
  items: TabItem[];
  label: string;
}) {
  const [pointer, setPointer] = useState(false);
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-200"
        onPointerDown={() => setPointer(true)}
        onKeyDown={() => setPointer(false)}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
              pointer
                ? 'focus-visible:outline-none'
                : 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-6 focus:outline-none">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

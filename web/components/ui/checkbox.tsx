import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
}

export function Checkbox({ checked, onCheckedChange, label, disabled = false }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="flex size-5 items-center justify-center rounded border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="size-4 text-white" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

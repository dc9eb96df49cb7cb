import { currentLanguage } from '#web/lib/i18n.ts';
import { fieldValueLabel } from '#web/lib/enum-label.ts';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminUserEdit, AdminUserEditParsed } from '#shared/schemas/admin.ts';
import { PhoneCountrySelect } from '#web/components/phone-country-select.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  MANDATORY_USER_FIELDS,
  USER_SECTIONS,
  type UserField,
  type UserFieldSpec,
  type UserValues,
} from './user-fields.ts';

/** A titled block of the Manage modal. */
export function ModalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The Manage modal's edit form (manage-user-dialog.tsx), over adminUserEditSchema. */
export type UserEditControl = Control<AdminUserEdit, unknown, AdminUserEditParsed>;

/** The record's sections, read (a list of label and value) or edited (a control per field). */
export function UserProfileSections({
  values,
  form,
  disabled,
}: {
  values: UserValues;
  /** Present while editing: the controls show and change the form's draft. */
  form?: UserEditControl | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {USER_SECTIONS.map((section) => (
        <ModalSection key={section.key} title={t(`adminPanel.manage.sections.${section.key}`)}>
          {form ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <EditControl key={field.name} field={field} form={form} disabled={disabled} />
              ))}
            </div>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {section.fields.map((field) => (
                <div key={field.name} className="flex flex-col">
                  <dt className="text-xs font-medium text-slate-600">{t(`adminPanel.manage.fields.${field.name}`)}</dt>
                  <dd className="text-sm break-words text-slate-900">
                    <ShownValue field={field} value={values[field.name]} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </ModalSection>
      ))}
    </>
  );
}

function ShownValue({ field, value }: { field: UserFieldSpec; value: UserValues[UserField] }) {
  const { t } = useTranslation();
  if (typeof value === 'boolean') {
    if (field.name === 'twoFactorEnabled') return t(`adminPanel.manage.twoFactor.${value ? 'on' : 'off'}`);
    return t(`adminPanel.manage.toggle.${value ? 'on' : 'off'}`);
  }
  if (value === null || value === '') return <span className="text-slate-600">{t('adminPanel.notSet')}</span>;
  const text = String(value);
  if (field.kind === 'select') {
    return fieldValueLabel(t, field.name, text);
  }
  if (field.kind === 'date') {
    // A calendar date, not an instant: shown for the same day wherever the admin is.
    return new Date(`${text}T00:00:00Z`).toLocaleDateString(currentLanguage(), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
  }
  return text;
}

/** One field of the draft, controlled (a number shows what it will send: whole, or empty for none). */
function EditControl({ field, form, disabled }: { field: UserFieldSpec; form: UserEditControl; disabled: boolean }) {
  const { t } = useTranslation();
  const {
    field: { value, onChange },
    formState: { defaultValues },
  } = useController({ control: form, name: field.name });
  const label = t(`adminPanel.manage.fields.${field.name}`);
  const placeholder = field.placeholder ? t(`adminPanel.manage.placeholders.${field.name}`) : undefined;

  if (field.kind === 'toggle') {
    // D35: only the member turns two-factor sign-in on (in Settings); the admin may turn it off.
    const memberOnly = field.name === 'twoFactorEnabled' && defaultValues?.twoFactorEnabled !== true;
    return (
      <div className="flex flex-col gap-1 sm:col-span-2">
        <Checkbox
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked)}
          label={label}
          disabled={disabled || memberOnly}
        />
        {memberOnly && <p className="text-xs text-slate-600">{t('adminPanel.manage.twoFactor.memberOnly')}</p>}
      </div>
    );
  }

  const required = (MANDATORY_USER_FIELDS as readonly UserField[]).includes(field.name);
  const text = value === null || value === undefined ? '' : String(value);
  let control: ReactElement<Record<string, unknown>>;
  if (field.name === 'countryCode') {
    // D40: every country, searchable, as on Register and My Profile (ADR 0028).
    control = <PhoneCountrySelect value={text} onValueChange={onChange} disabled={disabled} />;
  } else if (field.kind === 'select') {
    control = (
      <NativeSelect
        name={field.name}
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {!field.required && <option value="">{t('adminPanel.manage.choose')}</option>}
        {(field.options?.(text) ?? []).map((option) => (
          <option key={option} value={option}>
            {fieldValueLabel(t, field.name, option)}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (field.kind === 'number') {
    control = (
      <Input
        name={field.name}
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        step={1}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value.trim();
          onChange(next === '' || Number.isNaN(Number(next)) ? null : Math.trunc(Number(next)));
        }}
      />
    );
  } else {
    control = (
      <Input
        name={field.name}
        type={field.kind}
        value={text}
        placeholder={placeholder}
        autoComplete={field.autoComplete}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Field label={label} required={required}>
      {control}
    </Field>
  );
}

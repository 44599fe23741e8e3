import { marketingConsentWording } from '@durio/shared/marketing-consent';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { language } from '@/lib/i18n';

/**
 * The marketing e-mails checkbox of registration and of the Profile tab (docs/product/your-data.md, "Consent"),
 * labelled with the very sentence the server records with the choice, in this page's language.
 */
export function MarketingConsentCheckbox({
  id,
  checked,
  onChange,
  disabled,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onCheckedChange={(state) => onChange(state === true)}
        className="mt-0.5"
      />
      <Label htmlFor={id} variant="option-text">
        {marketingConsentWording[language]}
      </Label>
    </div>
  );
}

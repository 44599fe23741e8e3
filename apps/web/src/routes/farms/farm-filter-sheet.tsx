import { SlidersHorizontalIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { FarmFilters } from '@/features/farms/api/list-farms-page';
import { durianVarieties, malaysianStates, stateLabels } from '@/features/farms/durian-varieties';
import { formatNumber } from '@/lib/format';
import { language, useT } from '@/lib/i18n';
import { varietyOption } from '@durio/shared/variety-names';

type Draft = Required<Pick<FarmFilters, 'state' | 'specialties' | 'certified'>>;

function draftOf(filters: FarmFilters): Draft {
  return { state: filters.state ?? '', specialties: filters.specialties ?? [], certified: filters.certified ?? false };
}

/** The Filter button and its side sheet: state, specialties and certification, kept as a draft until Apply. */
export function FarmFilterSheet({
  filters,
  activeCount,
  onApply,
  onReset,
}: {
  filters: FarmFilters;
  activeCount: number;
  onApply: (filters: Pick<FarmFilters, 'state' | 'specialties' | 'certified'>) => void;
  onReset: () => void;
}) {
  const t = useT('farms');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));

  const handleOpenChange = (next: boolean) => {
    if (next) setDraft(draftOf(filters));
    setOpen(next);
  };
  const toggleSpecialty = (name: string, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      specialties: checked ? [...current.specialties, name] : current.specialties.filter((s) => s !== name),
    }));

  return (
    <Sheet open={open} onOpenChange={handleOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontalIcon aria-hidden="true" />
          {t('filter.button')}
          {activeCount > 0 && (
            <Badge size="sm" className="ml-0.5">
              {formatNumber(activeCount)}
              <span className="sr-only">{t('filter.active')}</span>
            </Badge>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>{t('filter.title')}</SheetTitle>
        <SheetDescription>{t('filter.description')}</SheetDescription>
        <form
          className="flex flex-1 flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            onApply({
              state: draft.state || undefined,
              specialties: draft.specialties,
              certified: draft.certified || undefined,
            });
            setOpen(false);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-state`}>{t('filter.state')}</Label>
            <select
              id={`${id}-state`}
              value={draft.state}
              onChange={(event) => setDraft((current) => ({ ...current, state: event.target.value }))}
              className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
            >
              <option value="">{t('filter.allStates')}</option>
              {malaysianStates.map((state) => (
                <option key={state} value={state}>
                  {t(stateLabels[state])}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">{t('specialties')}</legend>
            {durianVarieties.map(({ name }) => {
              const checkboxId = `${id}-specialty-${name}`;
              return (
                <div key={name} className="flex items-center gap-3">
                  <Checkbox
                    id={checkboxId}
                    checked={draft.specialties.includes(name)}
                    onCheckedChange={(checked) => toggleSpecialty(name, checked === true)}
                  />
                  <Label htmlFor={checkboxId} variant="option">
                    {varietyOption(name, language)}
                  </Label>
                </div>
              );
            })}
          </fieldset>
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-certified`}
              checked={draft.certified}
              onCheckedChange={(checked) => setDraft((current) => ({ ...current, certified: checked === true }))}
              aria-describedby={`${id}-certified-hint`}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-certified`}>{t('filter.certified')}</Label>
              <p id={`${id}-certified-hint`} className="text-xs text-muted-foreground">
                {t('filter.certifiedHint')}
              </p>
            </div>
          </div>
          <div className="mt-auto grid grid-cols-2 gap-3 border-t pt-4">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                onReset();
                setOpen(false);
              }}
            >
              {t('filter.reset')}
            </Button>
            <Button type="submit">{t('filter.apply')}</Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}

import { SlidersHorizontalIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { FarmFilters } from '@/features/farms/api/list-farms';
import { durianVarieties, malaysianStates } from '@/features/farms/durian-varieties';

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
          Filter
          {activeCount > 0 && (
            <Badge className="ml-0.5 px-1.5">
              {activeCount}
              <span className="sr-only"> active</span>
            </Badge>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>Filter farms</SheetTitle>
        <SheetDescription>Narrow the list by state, the varieties a farm grows, or certification.</SheetDescription>
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
            <Label htmlFor={`${id}-state`}>State</Label>
            <select
              id={`${id}-state`}
              value={draft.state}
              onChange={(event) => setDraft((current) => ({ ...current, state: event.target.value }))}
              className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
            >
              <option value="">All states</option>
              {malaysianStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Specialties</legend>
            {durianVarieties.map(({ name }) => {
              const checkboxId = `${id}-specialty-${name}`;
              return (
                <div key={name} className="flex items-center gap-3">
                  <Checkbox
                    id={checkboxId}
                    checked={draft.specialties.includes(name)}
                    onCheckedChange={(checked) => toggleSpecialty(name, checked === true)}
                  />
                  <Label htmlFor={checkboxId} className="font-normal">
                    {name}
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
              <Label htmlFor={`${id}-certified`}>Certified farms only</Label>
              <p id={`${id}-certified-hint`} className="text-xs text-muted-foreground">
                Farms holding a good-farming certification such as MyGAP.
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
              Reset
            </Button>
            <Button type="submit">Apply</Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}

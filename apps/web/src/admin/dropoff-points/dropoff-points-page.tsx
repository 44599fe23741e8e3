import { zodResolver } from '@hookform/resolvers/zod';
import { dropoffPointBodySchema, type AdminDropoffPoint } from '@durio/shared/schemas/farm-admin';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiPaths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { CheckboxField, FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';

type PointForm = z.input<typeof dropoffPointBodySchema>;

function PointDialog({ point, onClose }: { point: AdminDropoffPoint | null; onClose: () => void }) {
  const form = useForm<PointForm>({
    resolver: zodResolver(dropoffPointBodySchema),
    defaultValues: {
      name: point?.name ?? '',
      addressLine1: point?.addressLine1 ?? '',
      addressLine2: point?.addressLine2 ?? null,
      city: point?.city ?? '',
      state: point?.state ?? '',
      postalCode: point?.postalCode ?? '',
      openingHours: point?.openingHours ?? null,
      phone: point?.phone ?? null,
      active: point?.active ?? true,
    },
  });
  const save = useAdminMutation({ success: point ? 'Drop-off point saved' : 'Drop-off point added', failure: 'Failed to save the drop-off point' });
  const submit = form.handleSubmit((body) =>
    save
      .mutateAsync(point ? { method: 'PUT', path: apiPaths.admin.dropoffPoint(point.id), body } : { method: 'POST', path: apiPaths.dropoffPoints, body })
      .then(onClose)
      .catch(() => undefined),
  );
  return (
    <FormDialog
      title={point ? `Edit ${point.name}` : 'Add drop-off point'}
      description="Where customers collect pickup orders. Orders keep the address they were placed with."
      onClose={onClose}
      wide={false}
    >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="name" label="Name" className="sm:col-span-2" />
          <FormField form={form} name="addressLine1" label="Address line 1" className="sm:col-span-2" />
          <FormField form={form} name="addressLine2" label="Address line 2" kind="optional-text" className="sm:col-span-2" />
          <FormField form={form} name="city" label="City" />
          <FormField form={form} name="state" label="State" />
          <FormField form={form} name="postalCode" label="Postal code" />
          <FormField form={form} name="phone" label="Phone" kind="optional-text" />
          <FormField form={form} name="openingHours" label="Opening hours" kind="optional-text" hint="e.g. Mon–Sat 9am–6pm; the pickup e-mail says it" className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <CheckboxField form={form} name="active" label="Offered at checkout" />
          </div>
          <BusyButton type="submit" busy={save.isPending} busyLabel="Saving..." className="justify-self-start">
            {point ? 'Save' : 'Add drop-off point'}
          </BusyButton>
        </form>
        {point && <HistoryDisclosure entity="dropoff point" entityId={point.id} />}
    </FormDialog>
  );
}

/** Pickup locations: add, edit, deactivate; one with orders still to collect cannot be removed. */
export function AdminDropoffPointsPage() {
  const query = useAdminQuery<AdminDropoffPoint[]>(apiPaths.admin.dropoffPoints);
  const [editing, setEditing] = useState<{ point: AdminDropoffPoint | null } | null>(null);
  const remove = useAdminMutation({ success: 'Drop-off point removed', failure: 'Failed to remove the drop-off point' });
  return (
    <AdminPage
      title="Drop-off points"
      actions={
        <Button onClick={() => setEditing({ point: null })}>
          <PlusIcon aria-hidden="true" />
          Add drop-off point
        </Button>
      }
    >
      <QueryStates
        query={query}
        loading="Loading drop-off points..."
        failed="Failed to load drop-off points"
        isEmpty={(data) => data.length === 0}
        empty={{ title: 'No drop-off points', description: 'Add one so customers can pick up their durians.' }}
      >
        {(points) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point.id} className="grid gap-1 rounded-lg border p-4 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {point.name}
                  <Badge variant={point.active ? 'success' : 'secondary'}>{point.active ? 'Active' : 'Inactive'}</Badge>
                </p>
                <p>
                  {point.addressLine1}
                  {point.addressLine2 ? `, ${point.addressLine2}` : ''}, {point.postalCode} {point.city}, {point.state}
                </p>
                {point.openingHours && <p className="text-muted-foreground">{point.openingHours}</p>}
                <p className="text-muted-foreground">{point.openOrders} open {point.openOrders === 1 ? 'order' : 'orders'} to collect</p>
                <RowActions
                  name={point.name}
                  onEdit={() => setEditing({ point })}
                  removeTitle={`Remove ${point.name}?`}
                  removeDescription={
                    point.openOrders > 0
                      ? 'Orders still wait to be collected here, so it cannot be removed; deactivate it instead.'
                      : 'Checkout stops offering it. Past orders keep their copy of the address.'
                  }
                  removeLabel="Remove"
                  onRemove={() => remove.mutate({ method: 'DELETE', path: apiPaths.admin.dropoffPoint(point.id) })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {editing && <PointDialog key={editing.point?.id ?? 'new'} point={editing.point} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}

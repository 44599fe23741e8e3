import { emailSchema } from '@durio/shared/schemas/auth';
import type { StaffInvitation, StaffMember } from '@durio/shared/schemas/staff';
import { MailPlusIcon, UserMinusIcon, XIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { useInviteStaff } from './api/invite-staff';
import { useStaff } from './api/list-staff';
import { useRemoveStaffMember } from './api/remove-staff-member';
import { useWithdrawStaffInvitation } from './api/withdraw-staff-invitation';

/** The invitation's one field, checked as the server checks it before anything is sent. */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useT('admin');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteStaff({ success: (sent) => t('staff.invite.sent', { email: sent.email }), failure: t('staff.invite.failed') });
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !email.trim() ? t('staff.invite.emailRequired') : emailSchema.safeParse(email).success ? null : t('staff.invite.emailInvalid');
    setError(problem);
    if (problem) return;
    invite.mutate({ email }, { onSuccess: onClose });
  }
  return (
    <FormDialog title={t('staff.invite.title')} description={t('staff.invite.description')} onClose={onClose} wide={false}>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('staff.invite.title')}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>{t('staff.invite.email')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t('staff.invite.hint')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('staff.invite.cancel')}
          </Button>
          <BusyButton type="submit" busy={invite.isPending} busyLabel={t('staff.invite.sending')}>
            {t('staff.invite.send')}
          </BusyButton>
        </div>
      </form>
    </FormDialog>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const t = useT('admin');
  const { userId } = useAuth();
  const remove = useRemoveStaffMember({ success: t('staff.remove.done', { name: member.displayName }), failure: t('staff.remove.failed') });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {member.displayName}
          {member.id === userId && <span className="text-muted-foreground"> {t('staff.you')}</span>}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
      </div>
      <Badge variant={member.role === 'ADMIN' ? 'default' : 'secondary'}>{member.role === 'ADMIN' ? t('staff.role.admin') : t('staff.role.staff')}</Badge>
      {member.role === 'STAFF' && (
        <ConfirmButton
          label={t('staff.remove.label')}
          size="sm"
          variant="outline"
          busy={remove.isPending}
          icon={<UserMinusIcon aria-hidden="true" />}
          title={t('staff.remove.title', { name: member.displayName })}
          description={t('staff.remove.description')}
          cancel={t('confirm.keep')}
          confirm={t('staff.remove.confirm')}
          onConfirm={() => remove.mutate(member.id)}
        />
      )}
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const t = useT('admin');
  const withdraw = useWithdrawStaffInvitation({ success: t('staff.withdraw.done', { email: invitation.email }), failure: t('staff.withdraw.failed') });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {t('staff.invitation.sent', { date: formatDate(invitation.createdAt), name: invitation.invitedBy ?? '—' })} ·{' '}
          {t('staff.invitation.expires', { date: formatDate(invitation.expiresAt) })}
        </p>
      </div>
      <ConfirmButton
        label={t('staff.withdraw.label')}
        size="sm"
        variant="outline"
        busy={withdraw.isPending}
        icon={<XIcon aria-hidden="true" />}
        title={t('staff.withdraw.title', { email: invitation.email })}
        description={t('staff.withdraw.description')}
        cancel={t('confirm.keep')}
        confirm={t('staff.withdraw.confirm')}
        onConfirm={() => withdraw.mutate(invitation.id)}
      />
    </li>
  );
}

/** The owner's staff (docs/product/staff.md): who works in the console, the invitations still open, and inviting. */
export function AdminStaffPage() {
  const t = useT('admin');
  const query = useStaff();
  const [inviting, setInviting] = useState(false);
  return (
    <AdminPage
      title={t('staff.title')}
      actions={
        <Button onClick={() => setInviting(true)}>
          <MailPlusIcon aria-hidden="true" />
          {t('staff.invite.open')}
        </Button>
      }
    >
      <p className="max-w-3xl text-muted-foreground">{t('staff.intro')}</p>
      <QueryStates query={query} loading={t('staff.loading')} failed={t('staff.failed')}>
        {(data) => (
          <div className="grid gap-8">
            <section aria-labelledby="staff-members" className="grid gap-3">
              <h2 id="staff-members" className="text-lg font-semibold">
                {t('staff.members')}
              </h2>
              <ul className="grid gap-2">
                {data.members.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            </section>
            <section aria-labelledby="staff-invitations" className="grid gap-3">
              <h2 id="staff-invitations" className="text-lg font-semibold">
                {t('staff.invitations')}
              </h2>
              {data.invitations.length === 0 ? (
                <p className="text-muted-foreground">{t('staff.noInvitations')}</p>
              ) : (
                <ul className="grid gap-2">
                  {data.invitations.map((invitation) => (
                    <InvitationRow key={invitation.id} invitation={invitation} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryStates>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </AdminPage>
  );
}

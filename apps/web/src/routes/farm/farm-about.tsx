import type { Farm } from '@durio/shared/schemas/catalogue';
import { ExternalLinkIcon, GlobeIcon, MailIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** The farm's story, practices, specialties and contact links (each shown only when the farm has it). */
export function FarmAbout({ farm }: { farm: Farm }) {
  const t = useT('farms');
  // Only web addresses become links: a stored 'javascript:' address must never run.
  const website = farm.website && /^https?:\/\//i.test(farm.website) ? farm.website : null;
  const hasContact = farm.contactEmail || farm.contactPhone || website;
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="grid content-start gap-8 lg:col-span-2">
        {farm.story && (
          <Section title={t('farm.story')}>
            <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{farm.story}</p>
          </Section>
        )}
        {farm.cultivationPractices && (
          <Section title={t('farm.practices')}>
            <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{farm.cultivationPractices}</p>
          </Section>
        )}
      </div>
      <div className="grid content-start gap-8">
        {farm.specialties.length > 0 && (
          <Section title={t('specialties')}>
            <ul className="flex flex-wrap gap-2">
              {farm.specialties.map((specialty) => (
                <li key={specialty}>
                  <Badge variant="warning" size="lg">
                    {specialty}
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
        )}
        {hasContact && (
          <Section title={t('farm.contact')}>
            <ul className="grid gap-2 text-sm">
              {farm.contactEmail && (
                <li>
                  <a href={`mailto:${farm.contactEmail}`} className="inline-flex items-center gap-2 text-primary hover:underline">
                    <MailIcon className="size-4" aria-hidden="true" />
                    {farm.contactEmail}
                  </a>
                </li>
              )}
              {farm.contactPhone && (
                <li>
                  <a href={`tel:${farm.contactPhone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 text-primary hover:underline">
                    <PhoneIcon className="size-4" aria-hidden="true" />
                    {farm.contactPhone}
                  </a>
                </li>
              )}
              {website && (
                <li>
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 text-primary hover:underline"
                  >
                    <GlobeIcon className="size-4" aria-hidden="true" />
                    {website.replace(/^https?:\/\//i, '')}
                    <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                </li>
              )}
            </ul>
          </Section>
        )}
      </div>
    </div>
  );
}

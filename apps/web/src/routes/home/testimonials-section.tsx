import { QuoteIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const testimonials = [
  {
    quote: 'The Musang King arrived cold, creamy and bitter-sweet, exactly like eating under the tree in Raub.',
    name: 'Aisyah R.',
    place: 'Petaling Jaya',
  },
  {
    quote: 'I love that I can see which farm my durians come from. Delivery was next morning, well packed, no smell in the car!',
    name: 'Daniel T.',
    place: 'Kuala Lumpur',
  },
  {
    quote: 'Picked up Black Thorn at the Bangsar point after work. Perfectly ripe, and the staff even opened it for me.',
    name: 'Mei Ling C.',
    place: 'Bangsar',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-emerald-50/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" title="What Our Customers Say" />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-emerald-100 bg-card p-6 shadow-sm">
                <QuoteIcon className="size-8 text-amber-400" aria-hidden="true" />
                <blockquote className="flex-1 text-stone-700">“{item.quote}”</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground">, {item.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

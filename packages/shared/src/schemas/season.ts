import { z } from 'zod';
import { harvestWindowDatesProblem, harvestWindowRefusals, seasonStates, type HarvestWindowDates } from '../season';

/** A Malaysian calendar day, 'YYYY-MM-DD'. */
const daySchema = z.iso.date();

/** Where fruit stands in its season on the day of the reply (season.ts `seasonOn`). */
export const seasonSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal(seasonStates[0]), until: daySchema, peak: z.boolean() }),
  z.object({ state: z.literal(seasonStates[1]), from: daySchema }),
  z.object({ state: z.literal(seasonStates[2]) }),
]);

/** One farm's harvest of one variety: when its fruit falls, and its best weeks. */
export const harvestWindowSchema = z.object({
  id: z.uuid(),
  farmId: z.uuid(),
  variety: z.string(),
  startsOn: daySchema,
  endsOn: daySchema,
  peakStartsOn: daySchema.nullable(),
  peakEndsOn: daySchema.nullable(),
});
export type HarvestWindow = z.infer<typeof harvestWindowSchema>;

/** `GET /durian/farms/{farmId}/harvest-windows` (admin and shoppers: a farm's page shows them): by start. */
export const harvestWindowListReplySchema = z.object({ data: z.array(harvestWindowSchema) });
export type HarvestWindowList = z.infer<typeof harvestWindowListReplySchema>;

const windowFields = z.strictObject({
  variety: z.string().trim().min(1, 'Variety is required').max(100, 'Variety is too long'),
  startsOn: daySchema,
  endsOn: daySchema,
  peakStartsOn: daySchema.nullable().default(null),
  peakEndsOn: daySchema.nullable().default(null),
});

/** Every date rule of a window, with its refusal as the message: the console's form shows the same words. */
const withValidDates = <T extends HarvestWindowDates>(schema: z.ZodType<T>) =>
  schema.superRefine((w, ctx) => {
    const problem = harvestWindowDatesProblem(w);
    if (problem) ctx.addIssue({ code: 'custom', message: harvestWindowRefusals[problem], path: ['endsOn'] });
  });

/** `POST /durian/farms/{farmId}/harvest-windows` and `PUT /durian/harvest-windows/{id}` (admin): the whole window. */
export const harvestWindowBodySchema = withValidDates(windowFields);
export type HarvestWindowBody = z.infer<typeof harvestWindowBodySchema>;

/** One row of the harvest calendar: a variety in one region (a Malaysian state), month by month. */
export const seasonRegionSchema = z.object({
  state: z.string(),
  /** Aligned with the reply's `months`. */
  months: z.array(z.enum(['peak', 'season', 'none'])),
  farms: z.array(z.object({ id: z.uuid(), name: z.string(), season: seasonSchema })),
});

/** `GET /durian/season`: every variety the verified farms have windows for, with what is in season now. */
export const seasonCalendarReplySchema = z.object({
  /** The Malaysian day the reply was made for. */
  today: daySchema,
  /** The twelve months shown, from this one, 'YYYY-MM'. */
  months: z.array(z.string()),
  varieties: z.array(
    z.object({
      variety: z.string(),
      /** Over all its farms: in season when any farm's is. */
      season: seasonSchema,
      regions: z.array(seasonRegionSchema),
    }),
  ),
});
export type SeasonCalendar = z.infer<typeof seasonCalendarReplySchema>;

import { z } from 'zod';

/*
 * "Download my data" (docs/product/your-data.md): a customer's copy of everything the shop holds about them,
 * prepared in the background and e-mailed as a link that works once.
 */

/** pending (asked, being prepared) → ready (e-mailed) → downloaded, or expired when its link was not used in time. */
export const dataExportStatuses = ['pending', 'ready', 'downloaded', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** How long the e-mailed link works after the file is ready. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** How many times a day a customer may ask. */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_LIMIT_MESSAGE = 'You can ask for your data 3 times a day. Please try again tomorrow.';
export const DATA_EXPORT_GONE_MESSAGE = 'This download link has expired or was already used';

/**
 * The path of a download link: its token is 32 random bytes in base64url. Anything else names no link and is a 404,
 * as every malformed path is; a well-formed token that is unknown, used or expired is the one 410.
 */
export const dataExportTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(dataExportStatuses),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable().describe('When the file was ready and the link e-mailed'),
  expiresAt: z.iso.datetime().nullable().describe('When the link stops working'),
  downloadedAt: z.iso.datetime().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The latest export the customer asked for, or null when they never asked. */
export const latestDataExportReplySchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExportReply = z.infer<typeof latestDataExportReplySchema>;

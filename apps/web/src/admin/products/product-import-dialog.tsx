import type { ProductImportReport, ProductSpreadsheetField } from '@durio/shared/schemas/product-spreadsheet';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { formatNumber, formatRm } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { useFileDownload } from '../components/use-file-download';
import { exportProducts, useImportProducts, usePreviewProductImport } from './api/product-spreadsheet';

/** The preview lists this many changes; the rest are counted. */
const CHANGES_SHOWN = 100;

type Value = ProductImportReport['changes'][number]['fields'][number]['before'];

function valueText(t: Translate<'admin-catalogue'>, field: ProductSpreadsheetField, value: Value): string {
  if (field === 'available') return value ? t('import.value.yes') : t('import.value.no');
  if (field === 'stock') return formatNumber(value as number);
  return value === null ? t('import.value.noSalePrice') : formatRm(value as number);
}

/** What the file would do, row by row: the refused rows first (they stop the import), then every change. */
function ImportReport({ report }: { report: ProductImportReport }) {
  const t = useT('admin-catalogue');
  return (
    <div className="grid gap-3 text-sm">
      <p role="status">
        {t('import.summary', { changes: report.changes.length, unchanged: report.unchanged, refused: report.refused.length })}
      </p>
      {report.refused.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>{t('import.refused.title', { count: report.refused.length })}</AlertTitle>
          <AlertDescription>
            <ul className="grid gap-1">
              {report.refused.map((refusal) => (
                <li key={refusal.row}>
                  {t('import.refused.line', {
                    row: refusal.row,
                    problem:
                      refusal.problem === 'duplicate'
                        ? t('import.problem.duplicate', { firstRow: refusal.firstRow ?? 0 })
                        : t(`import.problem.${refusal.problem}`),
                  })}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {report.changes.length > 0 && (
        <div className="max-h-72 overflow-y-auto rounded-md border">
          <table className="w-full text-left">
            <caption className="sr-only">{t('import.changes.caption')}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.changes.product')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.changes.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.changes.slice(0, CHANGES_SHOWN).map((change) => (
                <tr key={change.productId} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-normal">
                    <span className="block">{change.name}</span>
                    <span className="text-xs text-muted-foreground">{t('import.changes.row', { row: change.row })}</span>
                  </th>
                  <td className="px-3 py-2">
                    <ul>
                      {change.fields.map(({ field, before, after }) => (
                        <li key={field}>
                          {t('import.changes.field', {
                            field: t(`import.field.${field}`),
                            before: valueText(t, field, before),
                            after: valueText(t, field, after),
                          })}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.changes.length > CHANGES_SHOWN && (
            <p className="border-t px-3 py-2 text-muted-foreground">{t('import.changes.more', { count: report.changes.length - CHANGES_SHOWN })}</p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Products in bulk (docs/product/admin-console.md): export every product as CSV, change prices, sale prices, stock
 * and availability in a spreadsheet, and import the file: a preview of every change and refused row first, then the
 * import, which writes all the rows or none.
 */
export function ProductSpreadsheetActions() {
  const t = useT('admin-catalogue');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const exporting = useFileDownload(exportProducts, { done: t('export.done'), failed: t('export.failed') });
  const preview = usePreviewProductImport();
  const importing = useImportProducts({
    success: (report) => t('import.done', { count: report.changes.length }),
    failure: t('import.failed'),
  });
  const report = preview.data;
  const canImport = csv !== null && report !== undefined && report.refused.length === 0 && report.changes.length > 0;

  async function choose(file: File | undefined) {
    preview.reset();
    setCsv(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    preview.mutate(text);
  }

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      preview.reset();
      setCsv(null);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void exporting.download()} disabled={exporting.busy}>
        <DownloadIcon aria-hidden="true" />
        {exporting.busy ? t('export.busy') : t('export.button')}
      </Button>
      <Dialog open={open} onOpenChange={close}>
        <DialogTrigger asChild>
          <Button variant="outline">
            <UploadIcon aria-hidden="true" />
            {t('import.button')}
          </Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('import.title')}</DialogTitle>
            <DialogDescription>{t('import.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-file`}>{t('import.file')}</Label>
            <Input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
          </div>
          {preview.isPending && <p role="status">{t('import.checking')}</p>}
          {preview.error && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(preview.error, t('import.previewFailed'))}
            </p>
          )}
          {report && <ImportReport report={report} />}
          <DialogFooter>
            <BusyButton
              busy={importing.isPending}
              busyLabel={t('import.busy')}
              disabled={!canImport}
              onClick={() => csv !== null && importing.mutate(csv, { onSuccess: () => close(false) })}
            >
              {t('import.apply', { count: report?.changes.length ?? 0 })}
            </BusyButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

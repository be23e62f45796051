/**
 * Pure rules of the PDF downloads the dashboard streams from the gateway (decisions 022 and 047):
 * the status a failed download carries back to its page, and the file name it is saved under.
 */

/**
 * The status of a failed download, carried back to its page as ?error={status} (decision 022):
 * a whole number from 400 to 599, else none.
 */
export function downloadFailureStatus(params: URLSearchParams): number | null {
  const value = params.get('error')
  if (!value || !/^\d{3}$/.test(value)) return null
  const status = Number(value)
  return status >= 400 && status <= 599 ? status : null
}

/** A download's file name from the gateway's content-disposition, when it is a plain safe name. */
export function pdfFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([A-Za-z0-9._-]{1,100}\.pdf)"?/i.exec(contentDisposition ?? '')
  return match ? match[1] : fallback
}

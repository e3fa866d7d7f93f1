// Public interface of pdf2json for other products.
export { extractPdf, billing } from "./extract-pdf";
export { PROFILE_IDS, listProfiles, profileSchema, getProfile } from "./profiles";
export { MAX_PDF_BYTES } from "./intake";
export { readPoolStats } from "./read/read-pool";
export { ocrStats } from "./read/ocr-process";

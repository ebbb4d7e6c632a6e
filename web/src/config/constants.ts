/** The app's business constants and limits, in one place. */

export const APP_NAME = 'ClearCart';

/** Maximum upload size: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Confidence at or above this is shown green; below it, yellow with a warning. */
export const CONFIDENCE_THRESHOLD = 0.7;

const MINUTE = 60 * 1000;
/** Client cache lifetimes. */
export const CACHE_DEFAULT_TTL_MS = 30 * MINUTE;
export const CACHE_SEARCH_TTL_MS = 10 * MINUTE;
export const CACHE_PRODUCT_TTL_MS = 30 * MINUTE;

/** Local storage keys. */
export const PREFERENCES_STORAGE_KEY = 'userPreferences';
export const LOG_LEVEL_STORAGE_KEY = 'logLevel';
/** The reports opened on this device while signed out, newest first. */
export const HISTORY_STORAGE_KEY = 'history';
/** Reports remembered on the device (the server keeps as many per account). */
export const MAX_HISTORY = 100;
/** The household's other people kept on this device while signed out, and the name of its first person ("Me"). */
export const HOUSEHOLD_STORAGE_KEY = 'household';
/** Shopping lists kept on this device while signed out. */
export const LISTS_STORAGE_KEY = 'shoppingLists';
/** The products read from their packages on this device while signed out, newest first. */
export const READ_PRODUCTS_STORAGE_KEY = 'readProducts';
/** Read products kept on this device at most (the account keeps more). */
export const MAX_READ_PRODUCTS = 50;
/** Products picked for comparison on this device. */
export const COMPARE_STORAGE_KEY = 'compare';
/** Products side by side at most. */
export const MAX_COMPARE = 4;

/** Toast durations: validation warnings 3 s, errors 5 s (also the interface library's default). */
export const TOAST_WARNING_MS = 3000;
export const TOAST_ERROR_MS = 5000;
export const TOAST_DEFAULT_MS = 5000;

/** Product image placeholder box height, px. */
export const PRODUCT_IMAGE_BOX_PX = 250;

/** Camera photo file. */
export const CAMERA_PHOTO_NAME = 'product-photo.jpg';
export const CAMERA_PHOTO_TYPE = 'image/jpeg';

/** Client-side password minimum (identity provider default). */
export const PASSWORD_MIN_LENGTH = 6;

/** Brand green of the spec (≈ #48BB78). */
export const BRAND_GREEN = '#48BB78';

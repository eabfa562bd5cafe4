/** The webcam preview and its captured frame are 250 × 150 (forms.md section 9). */
export const WEBCAM_WIDTH = 250;
export const WEBCAM_HEIGHT = 150;
/** The picture preview is 150 pixels high. */
export const PICTURE_PREVIEW_HEIGHT = 150;

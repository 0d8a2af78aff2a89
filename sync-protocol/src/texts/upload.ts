/** Item image upload refusals (server and client say the same). */
export const UPLOAD = {
  missing: 'Please choose an image to upload',
  tooLarge: 'Image must be 5MB or smaller',
  wrongType: 'Please upload a PNG, JPG, GIF or WEBP image',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

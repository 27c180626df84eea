import { NO_CATEGORIES } from './no-categories';

// The event texts, apart from the schemas so the browser can show them without loading zod.
export const EVENT_MSG = {
  registrationOrder: 'Registration end date cannot be before the start date',
  registrationAfterStart: 'Registration end date cannot be after the start date',
  eventOrder: 'Event end date cannot be before the start date',
  categoryNotInSport: "Each category must belong to the event's sport",
  duplicateCategory: 'Each category can be chosen once',
  categoriesRequired: 'Choose at least one category',
  notOwner: 'You can only change your own events',
  hostRequired: 'Host is required',
  hostMissing: 'Host not found',
  sportMissing: 'Sport not found',
  hasRegistrations:
    'This event has registrations and cannot be deleted. Cancel the event instead, so its participants are told and refunded.',
  startInPast: 'Event start date cannot be in the past',
  tooFarAhead: 'An event can be dated at most 5 years ahead',
  timeOrder: 'Event end time cannot be before the start time',
  notPublished: 'This event is not published',
  alreadyPublished: 'This event is already published',
  unpublishRegistered: 'This event has registrations and cannot be unpublished',
  categoriesLocked:
    'Categories and prices cannot change once someone has registered; you can still add a category',
  opensImmediately:
    'Registration will open as soon as you publish, because its start is already past.',
  draft: 'Draft',
  invalidFile: 'Invalid file format',
  uploadFailed: 'File upload failed Try again later',
  uploaded: 'File uploaded successfully',
  fileTooLarge: 'File is too large. The limit is 5 MB.',
  noCategories: NO_CATEGORIES,
  hostEmpty: 'Currently No Event Hosted By you',
} as const;

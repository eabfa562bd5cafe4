export {
  instantToWallMs,
  sameWallClock,
  viewerTimeZone,
  wallToInstantMs,
  zoneOffsetHours,
  zoneOffsetMinutes,
  zoneShortName,
} from './zonedTime';
export { withZoneLabel, ZONE_NAME_LOCALES, zoneLabel } from './zoneLabel';

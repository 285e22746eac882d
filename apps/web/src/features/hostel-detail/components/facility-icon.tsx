import { FACILITIES } from '@hostelhub/shared';
import {
  AirVent,
  BatteryCharging,
  BookOpen,
  BriefcaseMedical,
  Cctv,
  Check,
  ChefHat,
  Droplets,
  Dumbbell,
  Gamepad2,
  Landmark,
  ShieldCheck,
  Snowflake,
  Sofa,
  SquareParking,
  Stethoscope,
  Utensils,
  WashingMachine,
  Wifi,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// Only the icons the facility list names, so the bundle does not carry all of lucide.
const ICONS: Record<string, LucideIcon> = {
  'shield-check': ShieldCheck,
  cctv: Cctv,
  wifi: Wifi,
  'square-parking': SquareParking,
  zap: Zap,
  droplets: Droplets,
  'chef-hat': ChefHat,
  'washing-machine': WashingMachine,
  'book-open': BookOpen,
  landmark: Landmark,
  sofa: Sofa,
  dumbbell: Dumbbell,
  'air-vent': AirVent,
  'briefcase-medical': BriefcaseMedical,
  snowflake: Snowflake,
  utensils: Utensils,
  'battery-charging': BatteryCharging,
  'gamepad-2': Gamepad2,
  stethoscope: Stethoscope,
};

const ICON_BY_FACILITY = new Map(
  FACILITIES.map((facility) => [facility.name.toLowerCase(), facility.icon]),
);

export function FacilityIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[ICON_BY_FACILITY.get(name.toLowerCase()) ?? ''] ?? Check;
  return <Icon aria-hidden="true" className={className} />;
}

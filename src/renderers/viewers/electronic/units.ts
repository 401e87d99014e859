/** The archive stores SI; plots show electron volts and ångström. */
export const JOULE_TO_EV = 1 / 1.602176634e-19
export const METER_TO_ANGSTROM = 1e10

/**
 * Units that NOMAD (pint) knows and mathjs does not, or knows under other names. Values are
 * CODATA 2018, as pint uses them, so that conversions agree with the NOMAD server.
 */
export interface UnitDefinition {
  name: string
  /** In terms of units mathjs (or an earlier entry) knows. */
  definition: string
  aliases?: string[]
  /** mathjs prefix group: `short` (k, m, µ...), `long` (kilo, milli...), `none`. */
  prefixes?: 'short' | 'long' | 'none'
  /** For temperature scales: the zero point, in the unit itself, below the definition's zero. */
  offset?: number
  /** Replace mathjs's own definition (its electronvolt predates the exact 2019 SI value). */
  override?: boolean
}

export const EXTRA_UNITS: UnitDefinition[] = [
  // length
  { name: 'metre', definition: '1 m', prefixes: 'long' },
  { name: 'Å', definition: '1e-10 m', aliases: ['Å', 'ångström', 'Angstrom'] },
  { name: 'bohr', definition: '5.29177210903e-11 m', aliases: ['a0', 'a_0', 'bohr_radius', 'atomic_unit_of_length', 'a_u_length'] },
  { name: 'micron', definition: '1e-6 m', aliases: ['µ'] },
  // energy
  { name: 'electronvolt', definition: '1.602176634e-19 J', prefixes: 'long', override: true },
  { name: 'eV', definition: '1.602176634e-19 J', prefixes: 'short', override: true },
  { name: 'electron_volt', definition: '1.602176634e-19 J', prefixes: 'long' },
  {
    name: 'hartree',
    definition: '4.3597447222071e-18 J',
    aliases: ['Ha', 'E_h', 'hartree_energy', 'atomic_unit_of_energy', 'a_u_energy'],
  },
  { name: 'rydberg', definition: '2.17987236110355e-18 J', aliases: ['Ry'] },
  { name: 'calorie', definition: '4.184 J', prefixes: 'long', aliases: ['thermochemical_calorie'] },
  { name: 'cal', definition: '4.184 J', prefixes: 'short' },
  // mass
  { name: 'electron_mass', definition: '9.1093837015e-31 kg', aliases: ['m_e', 'atomic_unit_of_mass', 'a_u_mass'] },
  { name: 'unified_atomic_mass_unit', definition: '1.66053906660e-27 kg', aliases: ['u', 'amu'] },
  { name: 'dalton', definition: '1.66053906660e-27 kg', prefixes: 'long' },
  { name: 'Da', definition: '1.66053906660e-27 kg', prefixes: 'short' },
  // atomic units
  { name: 'atomic_unit_of_time', definition: '2.4188843265857e-17 s', aliases: ['a_u_time'] },
  { name: 'atomic_unit_of_current', definition: '6.623618237510e-3 A', aliases: ['a_u_current'] },
  { name: 'atomic_unit_of_temperature', definition: '3.1577502480407e5 K', aliases: ['a_u_temp'] },
  { name: 'atomic_unit_of_force', definition: '8.2387234983e-8 N', aliases: ['a_u_force'] },
  { name: 'atomic_unit_of_pressure', definition: '2.9421015697e13 Pa', aliases: ['a_u_pressure'] },
  // angle, temperature
  { name: '°', definition: '1 deg', aliases: ['arcdeg', 'arcdegree', 'angular_degree'] },
  { name: 'degree_Celsius', definition: '1 K', offset: 273.15, aliases: ['°C', 'degreeC'] },
  { name: 'degree_Fahrenheit', definition: '0.5555555555555556 K', offset: 459.67, aliases: ['°F', 'degreeF'] },
  { name: 'degK', definition: '1 K', aliases: ['°K', 'degree_Kelvin', 'degreeK'] },
  { name: 'steradian', definition: '1 rad^2', aliases: ['sr'] },
  // photometry, chemistry
  { name: 'lumen', definition: '1 cd sr', prefixes: 'long' },
  { name: 'lm', definition: '1 cd sr', prefixes: 'short' },
  { name: 'lux', definition: '1 lm / m^2', prefixes: 'long' },
  { name: 'lx', definition: '1 lm / m^2', prefixes: 'short' },
  { name: 'nit', definition: '1 cd / m^2' },
  { name: 'katal', definition: '1 mol / s', prefixes: 'long' },
  { name: 'kat', definition: '1 mol / s', prefixes: 'short' },
  // electromagnetism
  { name: 'Ω', definition: '1 ohm', prefixes: 'short' },
  { name: 'mho', definition: '1 S', prefixes: 'long' },
  { name: 'standard_atmosphere', definition: '1 atm', aliases: ['atmosphere'] },
  { name: 'millimeter_Hg', definition: '133.322387415 Pa' },
  // information
  { name: 'octet', definition: '8 bits' },
  // pint names mathjs lacks
  { name: 'pascal', definition: '1 Pa', prefixes: 'long' },
  { name: 'becquerel', definition: '1 / s', prefixes: 'long' },
  { name: 'Bq', definition: '1 / s', prefixes: 'short' },
  { name: 'gray', definition: '1 J / kg', prefixes: 'long', aliases: ['Gy'] },
  { name: 'sievert', definition: '1 J / kg', prefixes: 'long', aliases: ['Sv'] },
  { name: 'gauss', definition: '1e-4 T', prefixes: 'long', aliases: ['G'] },
  { name: 'debye', definition: '3.33564095198152e-30 C m', aliases: ['D'] },
  { name: 'poise', definition: '0.1 Pa s', prefixes: 'long', aliases: ['P'] },
  { name: 'stokes', definition: '1e-4 m^2 / s', aliases: ['St'] },
  { name: 'curie', definition: '3.7e10 / s', aliases: ['Ci'] },
  { name: 'galileo', definition: '0.01 m / s^2', aliases: ['Gal'] },
  { name: 'grade', definition: '0.015707963267948967 rad', aliases: ['gon'] },
  { name: 'fermi', definition: '1e-15 m' },
  // pint's b is the barn (mathjs's is the bit) and its mil an angle (mathjs's a length)
  { name: 'barn', definition: '1e-28 m^2' },
  { name: 'b', definition: '1e-28 m^2', override: true },
  { name: 'mil', definition: '0.0009817477042468104 rad', override: true },
  { name: 'thou', definition: '2.54e-5 m', aliases: ['mil_length'] },
  { name: 'reciprocal_centimeter', definition: '1 / cm', aliases: ['kayser', 'cm_1'] },
  { name: 'counts_per_second', definition: '1 / s', aliases: ['cps'] },
  { name: 'revolutions_per_minute', definition: '1 / min', aliases: ['rpm'] },
  { name: 'meter_per_second', definition: '1 m / s', aliases: ['mps'] },
  { name: 'molar', definition: '1 mol / l', aliases: ['M'] },
  { name: 'standard_gravity', definition: '9.80665 m / s^2', aliases: ['g_0', 'g_n'] },
  { name: 'elementary_charge', definition: '1.602176634e-19 C' },
  { name: 'faraday', definition: '96485.33212331001 C' },
  { name: 'proton_mass', definition: '1.67262192369e-27 kg', aliases: ['m_p'] },
  { name: 'neutron_mass', definition: '1.67492749804e-27 kg', aliases: ['m_n'] },
  { name: 'atomic_mass_constant', definition: '1.66053906660e-27 kg', aliases: ['m_u'] },
  { name: 'boltzmann_constant', definition: '1.380649e-23 J / K', aliases: ['k_B'] },
  { name: 'molar_gas_constant', definition: '8.314462618152612 J / (mol K)', aliases: ['R'] },
  { name: 'bohr_magneton', definition: '9.2740100783e-24 J / T', aliases: ['mu_B', 'µ_B'] },
  { name: 'nuclear_magneton', definition: '5.0507837461e-27 J / T', aliases: ['mu_N', 'µ_N'] },
  { name: 'pound', definition: '0.45359237 kg', aliases: ['lb'] },
  { name: 'metric_ton', definition: '1000 kg' },
  { name: 'watt_hour', definition: '3600 J', prefixes: 'long', aliases: ['watthour'] },
  { name: 'degree_Rankine', definition: '0.5555555555555556 K', aliases: ['°R', 'degreeR'] },
  // a molar flow: cm^3/min of an ideal gas at 273.15 K and 101325 Pa
  { name: 'standard_cubic_centimeter_per_minute', definition: '7.436798e-7 mol / s', aliases: ['sccm'] },
]

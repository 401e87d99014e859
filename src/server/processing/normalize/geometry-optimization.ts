import type { ArchiveJson } from '../parsers/types.js'

export interface OptimizationInput {
  /** Total energy per ionic step, J. */
  energies: number[]
  /** Largest atomic force per step, N (when known). */
  maxForces?: (number | undefined)[]
  type?: 'atomic' | 'cell_shape' | 'cell_volume' | 'static'
  /** Stop criteria of the code: energy change (J) or largest force (N). */
  toleranceEnergy?: number
  toleranceForce?: number
  runIndex?: number
}

/**
 * workflow2 of a geometry optimisation (NOMAD's simulationworkflowschema GeometryOptimization) and
 * its summary results.properties.geometry_optimization, which references the workflow's energies.
 */
export function geometryOptimization(input: OptimizationInput): { workflow2: ArchiveJson; properties: ArchiveJson } {
  const run = input.runIndex ?? 0
  const steps = input.energies.length
  const finalEnergyDifference = steps > 1 ? Math.abs(input.energies[steps - 1] - input.energies[steps - 2]) : undefined
  const finalForce = input.maxForces?.at(-1)
  let converged: boolean | undefined
  if (input.toleranceForce !== undefined && finalForce !== undefined) converged = finalForce <= input.toleranceForce
  else if (input.toleranceEnergy !== undefined && finalEnergyDifference !== undefined) converged = finalEnergyDifference <= input.toleranceEnergy
  const method: ArchiveJson = {
    ...(input.type ? { type: input.type } : {}),
    ...(input.toleranceEnergy !== undefined ? { convergence_tolerance_energy_difference: input.toleranceEnergy } : {}),
    ...(input.toleranceForce !== undefined ? { convergence_tolerance_force_maximum: input.toleranceForce } : {}),
  }
  const results: ArchiveJson = {
    energies: input.energies,
    optimization_steps: steps,
    steps: input.energies.map((_, index) => index),
    ...(finalEnergyDifference !== undefined ? { final_energy_difference: finalEnergyDifference } : {}),
    ...(finalForce !== undefined ? { final_force_maximum: finalForce } : {}),
    ...(converged !== undefined ? { is_converged_geometry: converged } : {}),
  }
  const workflow2: ArchiveJson = {
    m_def: 'simulationworkflowschema.geometry_optimization.GeometryOptimization',
    name: 'GeometryOptimization',
    method,
    results,
  }
  const properties: ArchiveJson = {
    trajectory: input.energies.map((_, index) => `/run/${run}/calculation/${index}`),
    system_optimized: `/run/${run}/system/${steps - 1}`,
    energies: '/workflow2/results/energies',
    ...(input.type ? { type: input.type } : {}),
    ...(method.convergence_tolerance_energy_difference !== undefined ? { convergence_tolerance_energy_difference: method.convergence_tolerance_energy_difference } : {}),
    ...(method.convergence_tolerance_force_maximum !== undefined ? { convergence_tolerance_force_maximum: method.convergence_tolerance_force_maximum } : {}),
    ...(finalEnergyDifference !== undefined ? { final_energy_difference: finalEnergyDifference } : {}),
    ...(finalForce !== undefined ? { final_force_maximum: finalForce } : {}),
  }
  return { workflow2, properties }
}

/**
 * The example schema of dev/editquantity, in NOMAD's `definitions:` YAML form: one quantity per ELN
 * editor component Strata knows (EDITOR_KINDS), plus a list quantity. Maintainers may edit it on the page.
 */
export const DEMO_SECTION = 'EditorShowcase'

export const EXAMPLE_DEFINITIONS = `definitions:
  name: editor_demo
  sections:
    ${DEMO_SECTION}:
      quantities:
        sample_name:
          type: str
          description: A short text.
          m_annotations:
            eln:
              component: StringEditQuantity
        homepage:
          type: str
          description: Refuses text that is not a URL.
          m_annotations:
            eln:
              component: URLEditQuantity
        data_file:
          type: str
          description: The name of a file of the upload.
          m_annotations:
            eln:
              component: FileEditQuantity
        notes:
          type: str
          description: Longer text over several lines.
          m_annotations:
            eln:
              component: RichTextEditQuantity
        thickness:
          type: np.float64
          unit: m
          description: A number with a unit; shown and typed in nm, stored in m; 1 to 500 nm.
          m_annotations:
            eln:
              component: NumberEditQuantity
              defaultDisplayUnit: nm
              props:
                minValue: 1e-9
                maxValue: 5e-7
        repetitions:
          type: int32
          description: Whole numbers only.
          m_annotations:
            eln:
              component: NumberEditQuantity
        temperature:
          type: np.float64
          unit: K
          description: A number picked with a slider in the ELN.
          m_annotations:
            eln:
              component: SliderEditQuantity
        method:
          type:
            type_kind: Enum
            type_data: [sputtering, evaporation, spin coating]
          m_annotations:
            eln:
              component: EnumEditQuantity
        atmosphere:
          type:
            type_kind: Enum
            type_data: [air, nitrogen, argon, vacuum]
          m_annotations:
            eln:
              component: RadioEnumEditQuantity
        substrate:
          type:
            type_kind: Enum
            type_data: [glass, silicon, sapphire, quartz, ITO]
          m_annotations:
            eln:
              component: AutocompleteEditQuantity
        annealed:
          type: bool
          description: true, false or unset.
          m_annotations:
            eln:
              component: BoolEditQuantity
        started:
          type: Datetime
          m_annotations:
            eln:
              component: DateTimeEditQuantity
        day:
          type: Datetime
          m_annotations:
            eln:
              component: DateEditQuantity
        time_of_day:
          type: Datetime
          m_annotations:
            eln:
              component: TimeEditQuantity
        tags:
          type: str
          shape: ['*']
          description: A list of any length; one more empty field appends.
          m_annotations:
            eln:
              component: StringEditQuantity
        instrument:
          type: nomad.datamodel.metainfo.basesections.Instrument
          description: A reference, typed here; in an entry also picked or created in dialogs.
          m_annotations:
            eln:
              component: ReferenceEditQuantity
        operator:
          type: Author
          description: Names, affiliation and an email that must look like one.
          m_annotations:
            eln:
              component: AuthorEditQuantity
        related:
          type: JSON
          description: A stored search; in an entry edited in the full-screen search dialog.
          m_annotations:
            eln:
              component: QueryEditQuantity
        orientation:
          type: np.float64
          shape: [3, 3]
          description: A matrix, its shape from the definition.
          m_annotations:
            eln:
              component: NumberEditQuantity
`

      * INQMAP.cpy - symbolic map for BMS map INQMAP (mapset INQSET),
      *   as the BMS assembler would generate it: input map INQMAPI,
      *   output map INQMAPO redefining it.  L = length, F = flag,
      *   A = attribute, I/O = data.
       01  INQMAPI.
           02  FILLER              PIC X(12).
           02  ACCTNOL             COMP PIC S9(4).
           02  ACCTNOF             PIC X.
           02  FILLER REDEFINES ACCTNOF.
               03  ACCTNOA         PIC X.
           02  ACCTNOI             PIC X(8).
           02  NAMEL               COMP PIC S9(4).
           02  NAMEF               PIC X.
           02  FILLER REDEFINES NAMEF.
               03  NAMEA           PIC X.
           02  NAMEI               PIC X(30).
           02  BALL                COMP PIC S9(4).
           02  BALF                PIC X.
           02  FILLER REDEFINES BALF.
               03  BALA            PIC X.
           02  BALI                PIC X(15).
           02  MSGL                COMP PIC S9(4).
           02  MSGF                PIC X.
           02  FILLER REDEFINES MSGF.
               03  MSGA            PIC X.
           02  MSGI                PIC X(60).
       01  INQMAPO REDEFINES INQMAPI.
           02  FILLER              PIC X(12).
           02  FILLER              PIC X(3).
           02  ACCTNOO             PIC X(8).
           02  FILLER              PIC X(3).
           02  NAMEO               PIC X(30).
           02  FILLER              PIC X(3).
           02  BALO                PIC -,---,--9.99.
           02  FILLER              PIC X(3).
           02  MSGO                PIC X(60).

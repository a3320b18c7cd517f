      * TAXBRKTT - annual withholding brackets for TAXBRKT, one row per
      *   filing status (S, M, H), 8 entries: lower bound in whole
      *   dollars 9(7) and marginal rate V999; entry 8 is a sentinel
      *   (lower bound 9999999) so that TB-LOWER (SX, BX + 1) exists
      *   for every real bracket BX = 1 .. 7.
       01  TB-TABLE-VALUES.
      *    SINGLE
           05  FILLER              PIC X     VALUE 'S'.
           05  FILLER              PIC X(20) VALUE
               '00000001000011600120'.
           05  FILLER              PIC X(20) VALUE
               '00471502200100525240'.
           05  FILLER              PIC X(20) VALUE
               '01919503200243725350'.
           05  FILLER              PIC X(20) VALUE
               '06093503709999999000'.
      *    MARRIED FILING JOINTLY
           05  FILLER              PIC X     VALUE 'M'.
           05  FILLER              PIC X(20) VALUE
               '00000001000023200120'.
           05  FILLER              PIC X(20) VALUE
               '00943002200201050240'.
           05  FILLER              PIC X(20) VALUE
               '03839003200487450350'.
           05  FILLER              PIC X(20) VALUE
               '07312003709999999000'.
      *    HEAD OF HOUSEHOLD
           05  FILLER              PIC X     VALUE 'H'.
           05  FILLER              PIC X(20) VALUE
               '00000001000016550120'.
           05  FILLER              PIC X(20) VALUE
               '00631002200100500240'.
           05  FILLER              PIC X(20) VALUE
               '01919503200243700350'.
           05  FILLER              PIC X(20) VALUE
               '06093503709999999000'.
       01  TB-TABLE REDEFINES TB-TABLE-VALUES.
           05  TB-STATUS-ROW       OCCURS 3 TIMES.
               10  TB-STATUS       PIC X.
               10  TB-BRACKET      OCCURS 8 TIMES.
                   15  TB-LOWER    PIC 9(7).
                   15  TB-RATE     PIC V999.

      * FNCDTX - (see FNCDT) COMBINED-DATETIME's precision (Language Reference,
      * "COMBINED-DATETIME"): 143951 and 18867.812479168304 give exactly
      * 143951.18867812479168304 under ARITH(EXTEND) but 143951.1886781247
      * under ARITH(COMPAT), and IBM states no rule beyond that example.
      * A result of at most 16 significant digits is exact under both;
      * a longer one under COMPAT goes wrong unsupported (FNCDTX runs the
      * same program under ARITH(EXTEND) and gets the exact value).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNCDTX.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 C PIC 9(7).9(17).
       PROCEDURE DIVISION.
           COMPUTE C = FUNCTION COMBINED-DATETIME(1, 0.5)
           DISPLAY C
           COMPUTE C = FUNCTION COMBINED-DATETIME(3067671, 86399.99)
           DISPLAY C
           COMPUTE C = FUNCTION COMBINED-DATETIME(143951,
                                                  18867.812479168304)
           DISPLAY C
           STOP RUN.

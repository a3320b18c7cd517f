      * NATFUNC - an intrinsic function given a national argument that
      * Equiv does not model goes wrong unsupported at the function:
      * IBM's NUMVAL reads the national characters "12" as 12 (Language
      * Reference, "NUMVAL": argument-1 may be national), where reading
      * the UTF-16 bytes X'00310032' as alphanumeric text would claim
      * invalid data. HEX-OF shows the UTF-16 bytes as they are.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATFUNC.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N1 PIC N(2) VALUE N"12".
       01  X1 PIC X(8).
       01  I  PIC 99 VALUE 0.
       PROCEDURE DIVISION.
           MOVE FUNCTION HEX-OF(N1) TO X1
           DISPLAY X1
           COMPUTE I = FUNCTION NUMVAL(N1)
           DISPLAY I
           STOP RUN.

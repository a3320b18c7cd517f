      * DCLEMP.cpy - DCLGEN-style declaration of table EMP, included
      *   with EXEC SQL INCLUDE DCLEMP END-EXEC.
           EXEC SQL DECLARE EMP TABLE
           ( EMPNO                          CHAR(6) NOT NULL,
             LASTNAME                       VARCHAR(15) NOT NULL,
             WORKDEPT                       CHAR(3),
             SALARY                         DECIMAL(9, 2),
             HIREDATE                       DATE
           ) END-EXEC.
       01  DCLEMP.
           10 EMPNO                PIC X(6).
           10 LASTNAME.
              49 LASTNAME-LEN      PIC S9(4) USAGE COMP.
              49 LASTNAME-TEXT     PIC X(15).
           10 WORKDEPT             PIC X(3).
           10 SALARY               PIC S9(7)V9(2) USAGE COMP-3.
           10 HIREDATE             PIC X(10).
